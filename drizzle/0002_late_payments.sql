ALTER TABLE "payments" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_late_idx" ON "payments" USING btree ("late_at") WHERE "payments"."late_at" is not null;
