-- Order stages (issue 14): the stage is written, the spec's status is derived from it.
ALTER TABLE "orders" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_by" uuid;--> statement-breakpoint
-- Existing orders: paid -> new, delivered -> completed, canceled -> canceled. Orders made before
-- the board existed are acknowledged, so opening it never chimes for old tickets.
UPDATE "orders" SET "stage" = CASE "status" WHEN 'delivered' THEN 'completed' WHEN 'canceled' THEN 'canceled' ELSE 'new' END, "acknowledged_at" = "created_at";--> statement-breakpoint
ALTER TABLE "orders" drop column "status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text GENERATED ALWAYS AS (case stage when 'completed' then 'delivered' when 'rejected' then 'canceled' when 'canceled' then 'canceled' else 'paid' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_canceled_idx" ON "orders" USING btree ("canceled_at") WHERE "orders"."status" = 'canceled';--> statement-breakpoint
CREATE INDEX "orders_active_stage_idx" ON "orders" USING btree ("created_at") WHERE "orders"."stage" in ('new', 'accepted', 'preparing', 'ready', 'out_for_delivery');--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "estimate_ready_at" timestamp with time zone;--> statement-breakpoint
-- The timeline of existing orders: paid by the system, delivered by staff, canceled by the diner.
UPDATE "order_status_history" SET
  "stage" = CASE "status" WHEN 'paid' THEN 'new' WHEN 'delivered' THEN 'completed' ELSE 'canceled' END,
  "actor_kind" = CASE "status" WHEN 'paid' THEN 'system' WHEN 'delivered' THEN 'staff' ELSE 'diner' END
  WHERE "status" IN ('paid', 'delivered', 'canceled');
