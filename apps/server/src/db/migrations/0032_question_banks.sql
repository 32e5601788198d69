-- A main quiz may draw each attempt's questions from a larger bank. Variants of one question share
-- a concept, and an attempt gets at most one variant per concept, so a list of answers posted for
-- one wording does not answer every attempt. Null questions_per_attempt = every concept (as before);
-- a null concept = the question stands alone.
ALTER TABLE "quizzes" ADD COLUMN "questions_per_attempt" integer;
--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_questions_per_attempt" CHECK ("questions_per_attempt" is null or "questions_per_attempt" > 0);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "concept" text;
--> statement-breakpoint
-- The questions an attempt drew, in the order shown: stored at the start, so a resume shows the
-- same ones and grading counts exactly these. Attempts made before banks drew every question.
ALTER TABLE "quiz_attempts" ADD COLUMN "question_ids" integer[];
--> statement-breakpoint
UPDATE "quiz_attempts" x SET "question_ids" = coalesce(
  (SELECT array_agg(q.id ORDER BY q.position) FROM "quiz_questions" q WHERE q.quiz_id = x.quiz_id), '{}');
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "question_ids" SET NOT NULL;
