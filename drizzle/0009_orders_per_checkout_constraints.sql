DROP INDEX "orders_payment_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "fulfilment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "dish_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "meal_name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "meal_img";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "unit_price";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_total" CHECK ("order_lines"."quantity" > 0 and "order_lines"."unit_price_minor" >= 0 and "order_lines"."line_total_minor" = "order_lines"."unit_price_minor" * "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."delivery_fee_minor" >= 0 and "orders"."total_minor" = "orders"."subtotal_minor" + "orders"."delivery_fee_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_shape" CHECK (("orders"."fulfilment" = 'pickup' and "orders"."delivery_fee_minor" = 0 and "orders"."delivery_address" is null) or ("orders"."fulfilment" = 'delivery' and "orders"."delivery_address" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_total" CHECK ("orders"."refund_minor" is null or ("orders"."refund_minor" >= 0 and "orders"."refund_minor" <= "orders"."total_minor"));