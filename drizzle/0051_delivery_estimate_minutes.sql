ALTER TABLE "orders" ADD COLUMN "delivery_estimate_minutes" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery_estimate_minutes" integer;