ALTER TABLE "article_translations" ADD COLUMN "cover_alt" text;
