CREATE TABLE "dish_option_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"delta_minor" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dish_option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dish_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dish_option_groups_range" CHECK ("dish_option_groups"."min_choices" >= 0 and "dish_option_groups"."max_choices" >= 1 and "dish_option_groups"."min_choices" <= "dish_option_groups"."max_choices")
);
--> statement-breakpoint
DROP INDEX "cart_items_user_dish_unique";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "selection_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "dish_option_choices" ADD CONSTRAINT "dish_option_choices_group_id_dish_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dish_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_option_groups" ADD CONSTRAINT "dish_option_groups_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dish_option_choices_group_idx" ON "dish_option_choices" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "dish_option_groups_dish_idx" ON "dish_option_groups" USING btree ("dish_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_line_unique" ON "cart_items" USING btree ("user_id","dish_id","selection_key","note");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_note_length" CHECK (char_length("cart_items"."note") <= 140);