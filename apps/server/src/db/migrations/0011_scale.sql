-- Search documents remember the hash of the content they were built from, so start-up reindexes
-- only what changed. Existing documents hash to nothing and are rebuilt once.
ALTER TABLE "search_documents" ADD COLUMN "source_hash" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The database keeps a hash of each translation's text, so comparing content with the index
-- never reads a body.
ALTER TABLE "article_translations" ADD COLUMN "content_hash" text GENERATED ALWAYS AS (md5("title" || chr(31) || "summary" || chr(31) || "body")) STORED;
