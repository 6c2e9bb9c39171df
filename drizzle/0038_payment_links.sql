ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer" CHECK ("payments"."user_id" is not null or "payments"."order_id" is not null);--> statement-breakpoint
-- Issue 19 item 3: a staff order paid by a card payment link has a provider payment, but the
-- report's method stays its own ('payment_link'), as for cash or the card terminal; only online
-- checkouts report the provider's channel.
CREATE OR REPLACE FUNCTION "order_report_method"(payment uuid, own text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN payment IS NULL OR own <> 'card_online' THEN own ELSE "order_report_method"(payment) END
$$;
