ALTER TABLE "cart_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "guest_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_line_unique" ON "cart_items" USING btree ("guest_key","dish_id","selection_key","note");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_owner" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."guest_key" is null));