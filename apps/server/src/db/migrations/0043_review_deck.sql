-- The review deck: cards of questions a learner missed, their FSRS schedule, the answered
-- reviews, and "topic mastered" credentials. Expand only: new tables an older version ignores.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"quiz_question_id" integer REFERENCES "quiz_questions"("id") ON DELETE cascade,
	"pop_question_id" integer REFERENCES "pop_quiz_questions"("id") ON DELETE cascade,
	"category_key" integer,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	-- FSRS state: 0 new, 1 learning, 2 review, 3 relearning.
	"state" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	-- Rises with every serving and answer: an answer names the serving it answers.
	"version" integer DEFAULT 0 NOT NULL,
	"served_at" timestamp with time zone,
	"served_question_id" integer,
	"served_option_ids" integer[],
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_cards_one_question" CHECK (num_nonnulls("quiz_question_id", "pop_question_id") = 1)
);
--> statement-breakpoint
-- Today's cards: one index range per learner (cards due before a moment, soonest first).
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" ("user_id", "due");
--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_quiz_question_key" ON "review_cards" ("user_id", "quiz_question_id") WHERE quiz_question_id is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_pop_question_key" ON "review_cards" ("user_id", "pop_question_id") WHERE pop_question_id is not null;
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL REFERENCES "review_cards"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"card_version" integer NOT NULL,
	"question_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	-- FSRS rating: 1 again, 2 hard, 3 good, 4 easy.
	"rating" integer NOT NULL,
	"rating_chosen" boolean DEFAULT false NOT NULL,
	"seconds_taken" integer NOT NULL,
	"state_before" jsonb NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- One answer per serving, whatever races between two taps or two devices.
CREATE UNIQUE INDEX "review_logs_card_version_key" ON "review_logs" ("card_id", "card_version");
--> statement-breakpoint
CREATE INDEX "review_logs_user_reviewed_idx" ON "review_logs" ("user_id", "reviewed_at");
--> statement-breakpoint
CREATE TABLE "review_topic_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"category_key" integer NOT NULL,
	"holder_name" text NOT NULL,
	"topic_en" text NOT NULL,
	"topic_th" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"credential" jsonb NOT NULL,
	"status_index" integer NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_topic_credentials_once" ON "review_topic_credentials" ("user_id", "category_key");
--> statement-breakpoint
-- The "reviews due" reminder, off until the user turns it on like the others.
ALTER TABLE "reminder_preferences" ADD COLUMN "reviews_due" boolean DEFAULT false NOT NULL;
