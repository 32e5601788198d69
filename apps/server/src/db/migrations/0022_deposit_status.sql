ALTER TABLE "deposit_events" ADD COLUMN "status" text DEFAULT 'credited' NOT NULL;
--> statement-breakpoint
ALTER TABLE "deposit_events" ADD COLUMN "credited_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "deposit_events" SET "credited_at" = "received_at" WHERE "transfer_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_status" CHECK (status in ('pending', 'credited'));
