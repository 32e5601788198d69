-- A payout is paid either from points converted by Redeem Token (held from CONVERSION) or from the
-- KKUB a user kept as a site balance while payouts were off (held from the user's own account). A
-- released payout gives back what it took: the points, or the balance. Rows written before this
-- column, and by an older version still running, are conversions: the default says so.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "source" text DEFAULT 'conversion' NOT NULL;
--> statement-breakpoint
-- NOT VALID: the check holds for every row written from now on without scanning the table under a
-- lock; the rows before it all took the default, which passes.
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_source" CHECK ("source" in ('conversion', 'balance')) NOT VALID;
