DROP INDEX "orders_customer_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_name_time_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops,"created_at","id");