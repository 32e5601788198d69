-- An article's Markdown is rendered and sanitised once, when it is written, and the HTML kept
-- beside it: readers' requests then send stored text. Rows written before this (or by a plain SQL
-- update of the body) have no HTML; the site renders those once and stores the result.
ALTER TABLE "article_translations" ADD COLUMN IF NOT EXISTS "body_html" text;
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN IF NOT EXISTS "teaser_html" text;
--> statement-breakpoint
-- A body changed without new HTML (a plain SQL update, a script) must not keep the old HTML.
CREATE OR REPLACE FUNCTION "article_translations_forget_html"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."body_html" := NULL;
  NEW."teaser_html" := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "article_translations_forget_html" BEFORE UPDATE OF "body" ON "article_translations"
  FOR EACH ROW WHEN (OLD."body" IS DISTINCT FROM NEW."body" AND OLD."body_html" IS NOT DISTINCT FROM NEW."body_html")
  EXECUTE FUNCTION "article_translations_forget_html"();
