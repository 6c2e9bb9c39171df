CREATE TABLE "staff_watchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "staff_alerts" jsonb;--> statement-breakpoint
CREATE INDEX "staff_watchers_kind_seen_idx" ON "staff_watchers" USING btree ("kind","seen_at");