-- A pop quiz slot draws each attempt's question from a bank of variants (the same idea, other
-- wording or numbers) instead of showing every player the same question, so an answer posted the
-- moment a slot opens fits only the attempts that drew that variant. Variants share a concept;
-- a question made before banks is a bank of its own (its concept is its key).
ALTER TABLE "pop_quiz_questions" ADD COLUMN "concept" text;
--> statement-breakpoint
UPDATE "pop_quiz_questions" SET "concept" = "key";
--> statement-breakpoint
ALTER TABLE "pop_quiz_questions" ALTER COLUMN "concept" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "pop_quiz_questions_concept_idx" ON "pop_quiz_questions" ("concept");
--> statement-breakpoint
-- The slot names its bank; the question it used to carry moves to the attempts below.
ALTER TABLE "pop_quizzes" ADD COLUMN "concept" text;
--> statement-breakpoint
UPDATE "pop_quizzes" p SET "concept" = q."concept" FROM "pop_quiz_questions" q WHERE q."id" = p."question_id";
--> statement-breakpoint
ALTER TABLE "pop_quizzes" ALTER COLUMN "concept" SET NOT NULL;
--> statement-breakpoint
-- The question an attempt drew, stored when it starts: a reload shows the same one, and grading,
-- the hint and the explanation use it. Attempts made before banks drew their slot's question.
ALTER TABLE "pop_quiz_attempts" ADD COLUMN "question_id" integer REFERENCES "pop_quiz_questions"("id");
--> statement-breakpoint
UPDATE "pop_quiz_attempts" a SET "question_id" = p."question_id" FROM "pop_quizzes" p WHERE p."id" = a."pop_quiz_id";
--> statement-breakpoint
ALTER TABLE "pop_quiz_attempts" ALTER COLUMN "question_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "pop_quiz_attempts_question_idx" ON "pop_quiz_attempts" ("question_id");
--> statement-breakpoint
ALTER TABLE "pop_quizzes" DROP COLUMN "question_id";
