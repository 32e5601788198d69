-- Reminders by e-mail and Web Push (docs/decisions/030-reminders.md). Opt-in: no row, nothing sent.
CREATE TABLE "reminder_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"pop_quiz_open" boolean DEFAULT false NOT NULL,
	"reward_claim_closing" boolean DEFAULT false NOT NULL,
	"quiz_waiting" boolean DEFAULT false NOT NULL,
	"subscription_ending" boolean DEFAULT false NOT NULL,
	"by_email" boolean DEFAULT false NOT NULL,
	"by_push" boolean DEFAULT false NOT NULL,
	-- The language of the page the choices were saved from: the reminders' language.
	"locale" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A browser's push subscription: one row per endpoint, owned by the user who subscribed last.
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
-- At most one reminder of a kind per user and Bangkok day: the primary key decides between racing workers.
CREATE TABLE "reminder_deliveries" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"subject" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_deliveries_pkey" PRIMARY KEY("user_id","kind","day")
);
