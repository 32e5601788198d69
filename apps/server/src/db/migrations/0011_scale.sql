-- Search documents remember the hash of the content they were built from, so start-up reindexes
-- only what changed. Existing documents hash to nothing and are rebuilt once.
ALTER TABLE "search_documents" ADD COLUMN "source_hash" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The database keeps a hash of each translation's text, so comparing content with the index
-- never reads a body.
ALTER TABLE "article_translations" ADD COLUMN "content_hash" text GENERATED ALWAYS AS (md5("title" || chr(31) || "summary" || chr(31) || "body")) STORED;
--> statement-breakpoint
-- Article lists read their page from an index in the order shown and stop there (see
-- articles.repo.ts); the id breaks ties between articles published at the same moment.
DROP INDEX IF EXISTS "articles_published_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_newest_idx" ON "articles" USING btree ("published_at" DESC, "id" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "articles_view_count_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_popular_idx" ON "articles" USING btree ("view_count" DESC, "published_at" DESC, "id" DESC);
--> statement-breakpoint
-- Highlighted articles are few: walking every article for them would read most of the table.
CREATE INDEX IF NOT EXISTS "articles_highlighted_newest_idx" ON "articles" USING btree ("published_at" DESC, "id" DESC) WHERE "highlighted";
--> statement-breakpoint
-- Each translation carries its article's publish date, so the list sorted by reading time (then
-- newest) reads its page from one index. Triggers keep the copy: a new translation takes the
-- article's date, and a changed date reaches every translation of the article.
ALTER TABLE "article_translations" ADD COLUMN "article_published_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "article_translations" t SET "article_published_at" = a."published_at" FROM "articles" a WHERE a."id" = t."article_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "article_translations_take_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."article_published_at" := (SELECT "published_at" FROM "articles" WHERE "id" = NEW."article_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "article_translations_take_published_at" BEFORE INSERT OR UPDATE OF "article_id", "article_published_at" ON "article_translations"
  FOR EACH ROW EXECUTE FUNCTION "article_translations_take_published_at"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "articles_share_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "article_translations" SET "article_published_at" = NEW."published_at" WHERE "article_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_share_published_at" AFTER UPDATE OF "published_at" ON "articles"
  FOR EACH ROW WHEN (OLD."published_at" IS DISTINCT FROM NEW."published_at") EXECUTE FUNCTION "articles_share_published_at"();
--> statement-breakpoint
DROP INDEX IF EXISTS "article_translations_locale_minutes_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_translations_reading_time_idx" ON "article_translations" USING btree ("locale", "reading_minutes", "article_published_at" DESC, "article_id" DESC);
