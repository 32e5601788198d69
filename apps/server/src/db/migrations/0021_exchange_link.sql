-- Refresh tokens are kept encrypted from now on. The plain ones cannot be encrypted in SQL (the
-- key lives outside the database), so they are dropped: those users refresh by signing in again.
ALTER TABLE "exchange_accounts" DROP COLUMN "refresh_token";
--> statement-breakpoint
ALTER TABLE "exchange_accounts" ADD COLUMN "refresh_token_encrypted" text;
--> statement-breakpoint
ALTER TABLE "exchange_accounts" ADD COLUMN "given_name" text;
--> statement-breakpoint
ALTER TABLE "exchange_accounts" ADD COLUMN "family_name" text;
--> statement-breakpoint
ALTER TABLE "exchange_accounts" ADD COLUMN "reverify_required_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sso_login_states" ADD COLUMN "link_user_id" integer;
--> statement-breakpoint
ALTER TABLE "sso_login_states" ADD CONSTRAINT "sso_login_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade;
