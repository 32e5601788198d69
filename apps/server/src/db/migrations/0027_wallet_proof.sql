-- A wallet counts as the user's (for "one reward per person" and for payouts) only once proven by
-- a signed message. An address typed into the profile is kept, unproven. Addresses stored before
-- this column existed cannot be told apart, so none counts as proven until signed again.
ALTER TABLE "users" ADD COLUMN "wallet_proven_at" timestamp with time zone;
