-- Totals of lists filtered by reading time count from one index of the translations. Until now
-- they joined every matching translation to its article to learn whether it is listed (published
-- and switched on): at 100,000 articles, a walk over the articles table or 10,000 lookups in it.
-- Each translation now carries that flag, kept by triggers like its copy of the publish date
-- (migration 0011): a new translation takes its article's, and a change reaches every translation.
ALTER TABLE "article_translations" ADD COLUMN "article_listed" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
UPDATE "article_translations" t SET "article_listed" = (a."status" AND a."active")
  FROM "articles" a WHERE a."id" = t."article_id" AND NOT (a."status" AND a."active");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "article_translations_take_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."article_listed" := coalesce((SELECT "status" AND "active" FROM "articles" WHERE "id" = NEW."article_id"), false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "article_translations_take_listed" BEFORE INSERT OR UPDATE OF "article_id", "article_listed" ON "article_translations"
  FOR EACH ROW EXECUTE FUNCTION "article_translations_take_listed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "articles_share_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "article_translations" SET "article_listed" = (NEW."status" AND NEW."active") WHERE "article_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_share_listed" AFTER UPDATE OF "status", "active" ON "articles"
  FOR EACH ROW WHEN ((OLD."status" AND OLD."active") IS DISTINCT FROM (NEW."status" AND NEW."active"))
  EXECUTE FUNCTION "articles_share_listed"();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_translations_listed_minutes_idx" ON "article_translations" USING btree ("locale", "reading_minutes", "article_id") WHERE "article_listed";
