CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"article_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"time_limit_seconds" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "quizzes_article_id_unique" UNIQUE("article_id"),
	CONSTRAINT "quizzes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade,
	CONSTRAINT "quizzes_pass_percent" CHECK (pass_percent between 0 and 100),
	CONSTRAINT "quizzes_time_limit" CHECK (time_limit_seconds is null or time_limit_seconds > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_reward_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"min_grade" text NOT NULL,
	"reward_type" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	CONSTRAINT "quiz_reward_tiers_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE cascade,
	CONSTRAINT "quiz_reward_tiers_points" CHECK (points >= 0),
	CONSTRAINT "quiz_reward_tiers_type" CHECK (reward_type in ('point', 'physical', 'crypto'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_reward_tiers_grade" ON "quiz_reward_tiers" USING btree ("quiz_id","min_grade");
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prompt_en" text NOT NULL,
	"prompt_th" text NOT NULL,
	"explanation_en" text NOT NULL,
	"explanation_th" text NOT NULL,
	"clue_en" text,
	"clue_th" text,
	CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_position" ON "quiz_questions" USING btree ("quiz_id","position");
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_th" text NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "quiz_options_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "quiz_questions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_options_position" ON "quiz_options" USING btree ("question_id","position");
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seed" text NOT NULL,
	"status" text DEFAULT 'inprogress' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"current_question" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"correct_count" integer,
	"question_count" integer NOT NULL,
	"percent" integer,
	"grade" text,
	"passed" boolean,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE cascade,
	CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "quiz_attempts_status" CHECK (status in ('inprogress', 'saved', 'completed')),
	CONSTRAINT "quiz_attempts_finished" CHECK ((status = 'completed') = (finished_at is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open" ON "quiz_attempts" USING btree ("user_id","quiz_id") WHERE finished_at is null;
--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","finished_at" DESC);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_ids" integer[] NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE cascade,
	CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "quiz_questions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "quiz_hints" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"removed_option_ids" integer[] NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_hints_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "quiz_hints_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE cascade,
	CONSTRAINT "quiz_hints_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "quiz_questions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "quiz_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"grade" text NOT NULL,
	"reward_type" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_rewards_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE cascade,
	CONSTRAINT "quiz_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "quiz_rewards_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE cascade,
	CONSTRAINT "quiz_rewards_tier_id_quiz_reward_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "quiz_reward_tiers"("id"),
	CONSTRAINT "quiz_rewards_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id"),
	CONSTRAINT "quiz_rewards_status" CHECK (status in ('pending', 'paid', 'outofreward', 'claimable', 'claimed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_rewards_once_per_user" ON "quiz_rewards" USING btree ("quiz_id","user_id");
--> statement-breakpoint
CREATE TABLE "quiz_reward_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"recipient_name" text,
	"phone" text,
	"address" text,
	"wallet_address" text,
	"tracking_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_reward_trackings_reward_id_unique" UNIQUE("reward_id"),
	CONSTRAINT "quiz_reward_trackings_reward_id_quiz_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "quiz_rewards"("id") ON DELETE cascade,
	CONSTRAINT "quiz_reward_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"achievement_en" text NOT NULL,
	"achievement_th" text NOT NULL,
	"grade" text NOT NULL,
	"percent" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"credential" jsonb NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "certificates_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE cascade,
	CONSTRAINT "certificates_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_once_per_user" ON "certificates" USING btree ("user_id","quiz_id");
--> statement-breakpoint
CREATE TABLE "site_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
