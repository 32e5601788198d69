CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"points" bigint NOT NULL,
	"to_address" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"hold_transfer_id" bigint,
	"activity_event_key" text NOT NULL,
	"hot_wallet" text,
	"nonce" bigint,
	"tx_hash" text,
	"mined_block" bigint,
	"last_error" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amount" CHECK (amount > 0),
	CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict,
	CONSTRAINT "payouts_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_wallet_nonce_key" ON "payouts" USING btree ("hot_wallet","nonce") WHERE nonce is not null;
--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at" DESC);
--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","id") WHERE status in ('QUEUED', 'SIGNED');
--> statement-breakpoint
CREATE TABLE "payout_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"raw" text NOT NULL,
	"nonce" bigint NOT NULL,
	"max_fee_per_gas" text NOT NULL,
	"max_priority_fee_per_gas" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"broadcast_at" timestamp with time zone,
	CONSTRAINT "payout_transactions_hash_unique" UNIQUE("hash"),
	CONSTRAINT "payout_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX "payout_transactions_payout_idx" ON "payout_transactions" USING btree ("payout_id","id");
--> statement-breakpoint
CREATE TABLE "payout_nonces" (
	"address" text PRIMARY KEY NOT NULL,
	"next_nonce" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_control" (
	"id" text PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_by" integer,
	"low_funds_since" timestamp with time zone,
	"low_funds_reason" text,
	"reconciliation" jsonb,
	"reconciled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
