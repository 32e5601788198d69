-- A payout is paid either from points converted by Redeem Token (held from CONVERSION) or from the
-- KKUB a user kept as a site balance while payouts were off (held from the user's own account). A
-- released payout gives back what it took: the points, or the balance. Rows written before this
-- column, and by an older version still running, are conversions: the default says so.
ALTER TABLE "payouts" ADD COLUMN "source" text DEFAULT 'conversion' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_source" CHECK ("source" in ('conversion', 'balance'));
