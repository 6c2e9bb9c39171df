-- A delivery keeps its address as the diner entered it, in parts: the street, the area or postcode
-- (which the zones priced) and the optional directions for the rider. Orders recorded before keep
-- a null area: their address column holds what was known. A pickup carries none of the three.
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_shape";--> statement-breakpoint
ALTER TABLE "address_details" ADD COLUMN "directions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_directions" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery_area" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery_directions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_shape" CHECK (("orders"."fulfilment" = 'pickup' and "orders"."delivery_fee_minor" = 0 and "orders"."delivery_address" is null and "orders"."delivery_area" is null and "orders"."delivery_directions" is null) or ("orders"."fulfilment" = 'delivery' and "orders"."delivery_address" is not null));