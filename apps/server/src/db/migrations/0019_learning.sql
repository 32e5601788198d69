CREATE TABLE "learning_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"level" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_th" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "learning_path_steps" (
	"path_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "learning_path_steps_path_id_position_pk" PRIMARY KEY("path_id","position")
);
--> statement-breakpoint
CREATE TABLE "learning_reads" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"first_read_at" timestamp with time zone NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_reads_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "learning_path_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"path_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "learning_path_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "learning_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"description_en" text NOT NULL,
	"description_th" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_points" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "learning_campaigns_window" CHECK (ends_at > starts_at),
	CONSTRAINT "learning_campaigns_reward" CHECK (reward_points > 0)
);
--> statement-breakpoint
CREATE TABLE "learning_campaign_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_campaign_claim_facets" (
	"campaign_id" integer NOT NULL,
	"facet" text NOT NULL,
	"claim_id" integer NOT NULL,
	CONSTRAINT "learning_campaign_claim_facets_campaign_id_facet_pk" PRIMARY KEY("campaign_id","facet")
);
--> statement-breakpoint
CREATE TABLE "learning_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"leaderboard_opt_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_reads" ADD CONSTRAINT "learning_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_reads" ADD CONSTRAINT "learning_reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_path_certificates" ADD CONSTRAINT "learning_path_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_path_certificates" ADD CONSTRAINT "learning_path_certificates_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_campaign_claims" ADD CONSTRAINT "learning_campaign_claims_campaign_id_learning_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."learning_campaigns"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_campaign_claims" ADD CONSTRAINT "learning_campaign_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_campaign_claims" ADD CONSTRAINT "learning_campaign_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_campaign_claim_facets" ADD CONSTRAINT "learning_campaign_claim_facets_campaign_id_learning_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."learning_campaigns"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_campaign_claim_facets" ADD CONSTRAINT "learning_campaign_claim_facets_claim_id_learning_campaign_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."learning_campaign_claims"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_settings" ADD CONSTRAINT "learning_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "learning_path_steps_article_key" ON "learning_path_steps" USING btree ("path_id","article_id");
--> statement-breakpoint
CREATE INDEX "learning_path_steps_article_idx" ON "learning_path_steps" USING btree ("article_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "learning_path_certificates_user_path_key" ON "learning_path_certificates" USING btree ("user_id","path_id");
--> statement-breakpoint
CREATE INDEX "learning_campaigns_window_idx" ON "learning_campaigns" USING btree ("ends_at","starts_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "learning_campaign_claims_user_key" ON "learning_campaign_claims" USING btree ("campaign_id","user_id");
--> statement-breakpoint
-- The weekly leaderboard sums quiz rewards over all users in one week: this partial index on the
-- existing activities table lets it read only that week's reward rows (not in the Drizzle schema,
-- which belongs to the ledger; drizzle-kit compares snapshots, so it will not try to drop it).
CREATE INDEX "activities_quiz_rewards_week_idx" ON "activities" USING btree ("created_at","user_id") WHERE type in ('Received prizes from the main quiz', 'Received Point') and status = 'COMPLETED';
