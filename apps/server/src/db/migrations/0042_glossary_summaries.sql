-- A glossary term's summaries (the start of each definition, cut between words) are made once,
-- when the term is written, and kept beside it: the glossary page then sends stored text instead of
-- segmenting every definition for every reader. Nullable, with no default: adding the columns
-- rewrites nothing. Rows written before have none; the site writes those once at start-up.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD COLUMN IF NOT EXISTS "summary_en" text;
--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD COLUMN IF NOT EXISTS "summary_th" text;
--> statement-breakpoint
-- A definition changed without new summaries (a plain SQL update, a script) must not keep the old
-- ones.
CREATE OR REPLACE FUNCTION "glossary_terms_forget_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."definition_en" IS DISTINCT FROM NEW."definition_en"
    AND OLD."summary_en" IS NOT DISTINCT FROM NEW."summary_en" THEN
    NEW."summary_en" := NULL;
  END IF;
  IF OLD."definition_th" IS DISTINCT FROM NEW."definition_th"
    AND OLD."summary_th" IS NOT DISTINCT FROM NEW."summary_th" THEN
    NEW."summary_th" := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "glossary_terms_forget_summaries" ON "glossary_terms";
--> statement-breakpoint
CREATE TRIGGER "glossary_terms_forget_summaries" BEFORE UPDATE OF "definition_en", "definition_th"
  ON "glossary_terms" FOR EACH ROW EXECUTE FUNCTION "glossary_terms_forget_summaries"();
