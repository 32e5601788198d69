-- Trigram indexes: any substring of a title or body, in any script, is found by index.
CREATE INDEX IF NOT EXISTS "search_documents_title_trgm_idx" ON "search_documents" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_body_trgm_idx" ON "search_documents" USING gin (lower("body") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
