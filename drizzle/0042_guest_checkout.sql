-- Issue 17 item 7, guest checkout. A guest pays for the cart bound to their cookie: the payment
-- names that cart by its key (the SHA-256 of the cookie's secret, as cart_items.guest_key) instead
-- of an account, and never an order (a card payment link's payment names its order). The online
-- order it records has no account (user_id null) until the guest joins it to one from the order
-- page's link; the customers list (order_customers, per account) counts it from then on.
ALTER TABLE "orders" DROP CONSTRAINT "orders_source_shape";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payer";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_key" text;--> statement-breakpoint
CREATE INDEX "payments_guest_idx" ON "payments" USING btree ("guest_key","created_at") WHERE "payments"."guest_key" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_shape" CHECK (("orders"."source" = 'online' and "orders"."payment_id" is not null and "orders"."payment_method" = 'card_online' and not "orders"."awaiting_payment") or ("orders"."source" in ('phone', 'counter') and "orders"."payment_method" <> 'card_online'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_cart" CHECK ("payments"."guest_key" is null or "payments"."order_id" is null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer" CHECK ("payments"."user_id" is not null or "payments"."order_id" is not null or "payments"."guest_key" is not null);