ALTER TABLE "dish_option_choices" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_option_choices" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_stock_range" CHECK ("dishes"."stock" is null or "dishes"."stock" between 0 and 9999);