import { users } from '@server/accounts/schema';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A customer's cart, one row per dish. `dishId` is the catalog's id (a local dish uuid or an
 * external recipe id), so it is not a foreign key. Name, image and price are a snapshot taken when
 * the dish was added; reads always use the catalog's current price and only fall back to the
 * snapshot when the dish has left the menu (it is then shown as unavailable).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dishId: text('dish_id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_dish_unique').on(t.userId, t.dishId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);
