CREATE TABLE "reward_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_id" integer,
	"image" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_images_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "reward_images_reward_idx" ON "reward_images" USING btree ("reward_id");
