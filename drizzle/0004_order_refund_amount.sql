ALTER TABLE "orders" ADD COLUMN "refund_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_flagged_at" timestamp with time zone;