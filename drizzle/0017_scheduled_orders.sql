CREATE TABLE "order_slots" (
	"slot_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "order_slots_taken_positive" CHECK ("order_slots"."taken" >= 0)
);
--> statement-breakpoint
DROP INDEX "orders_active_stage_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prep_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_prep_due_idx" ON "orders" USING btree ("prep_due_at") WHERE "orders"."stage" = 'scheduled';--> statement-breakpoint
CREATE INDEX "orders_active_stage_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."stage" in ('scheduled', 'new', 'accepted', 'preparing', 'ready', 'out_for_delivery');