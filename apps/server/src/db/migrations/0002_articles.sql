CREATE TABLE "article_topics" (
	"article_id" integer NOT NULL,
	"category_key" integer NOT NULL,
	CONSTRAINT "article_topics_article_id_category_key_pk" PRIMARY KEY("article_id","category_key")
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"word_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"cover_image" text,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"difficulty" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "article_topics" ADD CONSTRAINT "article_topics_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_topics" ADD CONSTRAINT "article_topics_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_topics_category_idx" ON "article_topics" USING btree ("category_key");--> statement-breakpoint
CREATE UNIQUE INDEX "article_translations_article_locale_key" ON "article_translations" USING btree ("article_id","locale");--> statement-breakpoint
CREATE INDEX "article_translations_locale_minutes_idx" ON "article_translations" USING btree ("locale","reading_minutes");--> statement-breakpoint
CREATE UNIQUE INDEX "article_views_once_a_day_key" ON "article_views" USING btree ("article_id","visitor","day");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_view_count_idx" ON "articles" USING btree ("view_count" DESC NULLS LAST);