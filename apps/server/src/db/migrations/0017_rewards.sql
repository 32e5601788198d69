CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"cost_points" integer NOT NULL,
	"stock" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"subscription_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_slug_unique" UNIQUE("slug"),
	CONSTRAINT "rewards_cost" CHECK (cost_points >= 0),
	CONSTRAINT "rewards_stock" CHECK (redeemed >= 0 and redeemed <= stock),
	CONSTRAINT "rewards_per_user_limit" CHECK (per_user_limit >= 1)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"source" text DEFAULT 'points' NOT NULL,
	"points_cost" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_transfer_id" bigint,
	"settle_transfer_id" bigint,
	"shipping" jsonb,
	"wallet_address" text,
	"tracking_id" text,
	"cancel_reason" text,
	"handled_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reward_redemptions_cost" CHECK (points_cost >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_user_counts" (
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "reward_user_counts_user_id_reward_id_pk" PRIMARY KEY("user_id","reward_id"),
	CONSTRAINT "reward_user_counts_count" CHECK (count >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemption_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"redemption_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_faqs" (
	"key" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_th" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_th" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"points" integer,
	"reward_id" integer,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_grant" CHECK ((points is null) <> (reward_id is null)),
	CONSTRAINT "coupons_points" CHECK (points is null or points > 0),
	CONSTRAINT "coupons_uses" CHECK (used >= 0 and used <= max_uses)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"transfer_id" bigint,
	"redemption_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_user_counts" ADD CONSTRAINT "reward_user_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_user_counts" ADD CONSTRAINT "reward_user_counts_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemption_events" ADD CONSTRAINT "reward_redemption_events_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemption_events" ADD CONSTRAINT "reward_redemption_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_user_key" ON "reward_redemptions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_idx" ON "reward_redemptions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reward_redemptions_status_idx" ON "reward_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemption_events_redemption_idx" ON "reward_redemption_events" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
-- The events are an audit trail: rows are added, never changed or removed.
CREATE FUNCTION reward_redemption_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'reward_redemption_events is append-only';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reward_redemption_events_no_change BEFORE UPDATE OR DELETE ON "reward_redemption_events"
  FOR EACH ROW EXECUTE FUNCTION reward_redemption_events_append_only();
