DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "reservations_user_idx";--> statement-breakpoint
DROP INDEX "reservations_status_date_idx";--> statement-breakpoint
DROP INDEX "orders_canceled_idx";--> statement-breakpoint
DROP INDEX "orders_active_stage_idx";--> statement-breakpoint
CREATE INDEX "order_lines_legacy_trgm_idx" ON "order_lines" USING gin ("legacy_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_legacy_prefix_idx" ON "order_lines" USING btree (lower("legacy_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_stage_created_idx" ON "orders" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at","id") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "orders_user_finished_idx" ON "orders" USING btree ("user_id",coalesce("canceled_at", "delivered_at", "created_at"),"id") WHERE "orders"."status" in ('delivered', 'canceled');--> statement-breakpoint
CREATE INDEX "orders_order_id_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_order_id_prefix_idx" ON "orders" USING btree (lower("order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_prefix_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reservations_when_idx" ON "reservations" USING btree ("reservation_date","reservation_time","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_user_when_idx" ON "reservations" USING btree ("user_id","reservation_date","reservation_time","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_status_when_idx" ON "reservations" USING btree ("status","reservation_date","reservation_time","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_canceled_idx" ON "orders" USING btree ("canceled_at","id") WHERE "orders"."status" = 'canceled';--> statement-breakpoint
CREATE INDEX "orders_active_stage_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."stage" in ('new', 'accepted', 'preparing', 'ready', 'out_for_delivery');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_finished_times" CHECK (("orders"."status" <> 'delivered' or "orders"."delivered_at" is not null) and ("orders"."status" <> 'canceled' or "orders"."canceled_at" is not null));