ALTER TABLE "subscription_packages" ADD COLUMN "earn_points" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "points_forfeited" integer;
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "points_forfeit_reason" text;
