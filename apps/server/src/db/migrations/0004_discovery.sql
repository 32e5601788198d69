CREATE TABLE "about_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_pages_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "get_started_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"subtitle_en" text NOT NULL,
	"subtitle_th" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "get_started_banners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "get_started_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"order" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"body_en" text NOT NULL,
	"body_th" text NOT NULL,
	"link" text,
	CONSTRAINT "get_started_steps_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"tag" text NOT NULL,
	"thai_initial" text NOT NULL,
	"term_en" text NOT NULL,
	"term_th" text NOT NULL,
	"definition_en" text NOT NULL,
	"definition_th" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glossary_terms_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"website" text NOT NULL,
	"email" text NOT NULL,
	"description_en" text NOT NULL,
	"description_th" text NOT NULL,
	CONSTRAINT "partners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "glossary_terms_tag_idx" ON "glossary_terms" USING btree ("tag","term_en");--> statement-breakpoint
CREATE INDEX "glossary_terms_created_idx" ON "glossary_terms" USING btree ("created_at");