-- Mail becomes one kind of job on the general jobs table: mail that was still waiting in the old
-- outbox is carried over as 'mail' jobs, then the outbox goes.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts", "last_error", "created_at")
SELECT 'mail',
       jsonb_build_object('kind', "kind", 'to', "to_address", 'locale', "locale", 'subject', "subject",
                          'text', "text", 'html', "html"),
       "next_attempt_at", "attempts", "last_error", "created_at"
FROM "mail_outbox" WHERE "sent_at" IS NULL;
--> statement-breakpoint
DROP TABLE "mail_outbox";
--> statement-breakpoint
-- One row per deposit notification from the exchange: the event id is unique, so a replayed
-- notification answers as the first did and credits nothing again.
CREATE TABLE "deposit_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"exchange_subject" text,
	"transfer_id" bigint,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_events_amount" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_events" ADD CONSTRAINT "deposit_events_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "deposit_events_user_idx" ON "deposit_events" USING btree ("user_id","received_at" DESC);
