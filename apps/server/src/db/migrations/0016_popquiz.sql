CREATE TABLE "pop_quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"prompt_en" text NOT NULL,
	"prompt_th" text NOT NULL,
	"hint_en" text NOT NULL,
	"hint_th" text NOT NULL,
	"explanation_en" text NOT NULL,
	"explanation_th" text NOT NULL,
	"options" jsonb NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"winners" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pop_quiz_questions_key_unique" UNIQUE("key"),
	CONSTRAINT "pop_quiz_questions_limits" CHECK (time_limit_seconds > 0 and reward_points > 0 and winners > 0)
);
--> statement-breakpoint
CREATE TABLE "pop_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"slot" integer NOT NULL,
	"question_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"winners" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pop_quizzes_window" CHECK (closes_at > opens_at)
);
--> statement-breakpoint
CREATE TABLE "pop_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pop_quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"option_order" jsonb NOT NULL,
	"selected_answers" jsonb,
	"correct" boolean,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"hint_used_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"claim_expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "pop_quiz_attempts_status" CHECK (status <> 'expired')
);
--> statement-breakpoint
CREATE TABLE "pop_quiz_reward_claims" (
	"pop_quiz_id" integer NOT NULL,
	"facet" text NOT NULL,
	"attempt_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pop_quiz_reward_claims_pop_quiz_id_facet_pk" PRIMARY KEY("pop_quiz_id","facet")
);
--> statement-breakpoint
ALTER TABLE "pop_quizzes" ADD CONSTRAINT "pop_quizzes_question_id_pop_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."pop_quiz_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quiz_attempts" ADD CONSTRAINT "pop_quiz_attempts_pop_quiz_id_pop_quizzes_id_fk" FOREIGN KEY ("pop_quiz_id") REFERENCES "public"."pop_quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quiz_attempts" ADD CONSTRAINT "pop_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quiz_reward_claims" ADD CONSTRAINT "pop_quiz_reward_claims_pop_quiz_id_pop_quizzes_id_fk" FOREIGN KEY ("pop_quiz_id") REFERENCES "public"."pop_quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_quiz_reward_claims" ADD CONSTRAINT "pop_quiz_reward_claims_attempt_id_pop_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."pop_quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pop_quizzes_day_slot_key" ON "pop_quizzes" USING btree ("day","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "pop_quiz_attempts_quiz_user_key" ON "pop_quiz_attempts" USING btree ("pop_quiz_id","user_id");--> statement-breakpoint
CREATE INDEX "pop_quiz_attempts_user_idx" ON "pop_quiz_attempts" USING btree ("user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);
