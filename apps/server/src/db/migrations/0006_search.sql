CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"locale" text NOT NULL,
	"target" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"title_tokens" text[] NOT NULL,
	"body_tokens" text[] NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_key" ON "search_documents" USING btree ("kind","ref_id","locale");--> statement-breakpoint
CREATE INDEX "search_documents_title_tokens_idx" ON "search_documents" USING gin ("title_tokens");--> statement-breakpoint
CREATE INDEX "search_documents_body_tokens_idx" ON "search_documents" USING gin ("body_tokens");