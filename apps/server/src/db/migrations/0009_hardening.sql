ALTER TABLE "login_throttles" ADD COLUMN "source_key" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_email_key_source_key_pk" PRIMARY KEY("email_key","source_key");
