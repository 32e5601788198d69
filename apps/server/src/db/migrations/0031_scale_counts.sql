-- Article list totals count at most 10,001 matches, from indexes alone: the listed articles' ids with
-- every column a list filters on (difficulty, exclusive, highlighted), and each topic's articles.
CREATE INDEX IF NOT EXISTS "articles_listed_idx" ON "articles" USING btree ("id") INCLUDE ("difficulty", "exclusive", "highlighted") WHERE "status" AND "active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_topics_category_article_idx" ON "article_topics" USING btree ("category_key", "article_id");--> statement-breakpoint
-- The topic's articles above serve every lookup the topic-only index did.
DROP INDEX IF EXISTS "article_topics_category_idx";--> statement-breakpoint
-- The admin's user list at a million users: newest first from an index, and the e-mail search
-- (`ilike '%text%'`) through trigrams instead of reading every user.
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
