-- The stored balance is a cache of the account's entries. The database itself now refuses any
-- change of it that does not come with its entries: each account also keeps `entries_sum`, which
-- only the entries' own trigger may change, and at commit every account touched must have
-- balance = entries_sum. A bare `UPDATE ledger_accounts SET balance = ...` fails at commit; so
-- does a new account opened with a balance and no entries.
ALTER TABLE "ledger_accounts" ADD COLUMN "entries_sum" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "ledger_accounts" a SET "entries_sum" = coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0);
--> statement-breakpoint
CREATE FUNCTION ledger_entries_add_to_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET entries_sum = entries_sum + NEW.amount WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_add_to_account AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_add_to_account();
--> statement-breakpoint
-- Only the trigger above (one level down) may move `entries_sum`.
CREATE FUNCTION ledger_accounts_guard_entries_sum() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (
    (TG_OP = 'INSERT' AND NEW.entries_sum <> 0) OR
    (TG_OP = 'UPDATE' AND NEW.entries_sum IS DISTINCT FROM OLD.entries_sum)
  ) THEN
    RAISE EXCEPTION 'ledger_accounts.entries_sum changes only with ledger entries' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard_entries_sum BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard_entries_sum();
--> statement-breakpoint
CREATE FUNCTION ledger_accounts_check_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.id AND balance <> entries_sum) THEN
    RAISE EXCEPTION 'ledger account % balance does not match its entries', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_accounts_balance_matches_entries AFTER INSERT OR UPDATE OF balance ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_accounts_check_balance();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER activities_no_truncate BEFORE TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- The reconciliation job's findings, newest first, for the back office.
CREATE TABLE "ledger_reconciliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"problems" jsonb NOT NULL,
	"accounts" integer NOT NULL,
	"transfers" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_reconciliations_ran_at_idx" ON "ledger_reconciliations" USING btree ("ran_at" DESC);
