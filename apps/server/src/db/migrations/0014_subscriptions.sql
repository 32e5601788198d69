-- Subscriber access now comes from an active subscription; the demo flag that stood in for it goes.
ALTER TABLE "users" DROP COLUMN "subscriber_override";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "purchase_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_purchase_key" ON "user_subscriptions" USING btree ("purchase_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_transfer_key" ON "user_subscriptions" USING btree ("transfer_id") WHERE transfer_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_nft_token_key" ON "user_subscriptions" USING btree ("nft_token_id") WHERE nft_token_id is not null;
