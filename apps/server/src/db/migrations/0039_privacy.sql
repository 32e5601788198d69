-- Users' rights over their personal data: export and closure requests, consents, closed accounts.
-- Expand only: new tables, and nullable columns an older version ignores.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
-- A closed user's ledger accounts move no more value: transfers refuse them (the ledger keeps them).
ALTER TABLE "ledger_accounts" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	-- 'export' or 'closure'.
	"kind" text NOT NULL,
	-- export: queued, ready, downloaded, expired, failed; closure: awaiting_confirmation,
	-- cooling_off, completed, cancelled, refused, needs_review.
	"status" text NOT NULL,
	-- A closure's choice for issued certificates: 'keep' them valid or 'revoke' them.
	"certificates" text,
	-- SHA-256 of the one-time token (the closure's mailed confirmation, or the archive's download link).
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	-- End of the closure's cooling-off period: the erasure job runs then.
	"erase_after" timestamp with time zone,
	-- The archive (JSON and readable summary), dropped once downloaded or expired.
	"archive" jsonb,
	"summary" text,
	"reason" text,
	"handled_by" integer,
	"deadline_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" ("user_id", "kind");
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_token_key" ON "privacy_requests" ("token_hash");
--> statement-breakpoint
-- At most one open closure per user.
CREATE UNIQUE INDEX "privacy_requests_open_closure_key" ON "privacy_requests" ("user_id")
	WHERE "kind" = 'closure' AND "status" IN ('awaiting_confirmation', 'cooling_off', 'needs_review');
--> statement-breakpoint
-- What a user agreed to, when and in which wording; withdrawn_at ends it (one row per grant).
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"wording_version" text NOT NULL,
	"wording" text NOT NULL,
	"locale" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consents_active_key" ON "consents" ("user_id", "purpose") WHERE "withdrawn_at" IS NULL;
--> statement-breakpoint
-- When the retention job pseudonymised the people in an audit event (null: not yet).
ALTER TABLE "audit_log" ADD COLUMN "pseudonymised_at" timestamp with time zone;
--> statement-breakpoint
-- The audit log and the ledger stay append-only, but the people in them can be pseudonymised (a
-- closed account, or the audit's retention period): an update that changes only the free text
-- (audit: actor_email, before, after, reason; ledger transfers: reason, metadata), made by a
-- transaction that declared it with `set_config('app.pseudonymise', 'on', true)`.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.pseudonymise', true) = 'on'
     AND NEW.id = OLD.id
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
     AND NEW.actor_role = OLD.actor_role
     AND NEW.action = OLD.action
     AND NEW.target_type = OLD.target_type
     AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
     AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log rows are append-only' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'ledger_transfers'
     AND current_setting('app.pseudonymise', true) = 'on' THEN
    IF NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.currency = OLD.currency
       AND NEW.amount = OLD.amount AND NEW.idempotency_key = OLD.idempotency_key
       AND NEW.reference_type IS NOT DISTINCT FROM OLD.reference_type
       AND NEW.reference_id IS NOT DISTINCT FROM OLD.reference_id
       AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
       AND NEW.created_at = OLD.created_at THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'ledger rows are append-only' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
-- A redemption's history stays append-only too, but its free-text detail can be pseudonymised.
CREATE OR REPLACE FUNCTION reward_redemption_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.pseudonymise', true) = 'on'
     AND NEW.id = OLD.id AND NEW.redemption_id = OLD.redemption_id
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
     AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'reward_redemption_events is append-only';
END;
$$ LANGUAGE plpgsql;
