-- A "topic mastered" credential can be revoked like a certificate: the date it was revoked (the
-- reason and the admin are in the audit log, as for certificates). Pop-quiz questions may name a
-- topic and an article, so their review cards count towards that topic and link the article.
-- Expand only: nullable columns an older version ignores.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "review_topic_credentials" ADD COLUMN "revoked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" ADD COLUMN "category_key" integer;
--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" ADD COLUMN "article_id" integer;
--> statement-breakpoint
-- NOT VALID: the references hold for every row written from now on without scanning the table
-- under a lock; the rows before them are all null, which passes. A topic or an article that is
-- deleted leaves its questions without one.
ALTER TABLE "pop_quiz_questions" ADD CONSTRAINT "pop_quiz_questions_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "categories"("key") ON DELETE SET NULL NOT VALID;
--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" ADD CONSTRAINT "pop_quiz_questions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE SET NULL NOT VALID;
