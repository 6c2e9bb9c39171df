ALTER TABLE "address_details" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "delivery_zones" jsonb;