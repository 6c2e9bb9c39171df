import { users } from '@server/accounts/schema';
import type { ChosenOption } from '@shared/dish-options';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A customer's cart, one row per dish. `dishId` is the catalog's id (a local dish uuid or an
 * external recipe id), so it is not a foreign key. Name, image and price are a snapshot taken when
 * the dish was added; reads always use the catalog's current price and only fall back to the
 * snapshot when the dish has left the menu (it is then shown as unavailable).
 * A line is one dish with one set of choices and one note: `selectionKey` is the
 * order-free key of the choices (`shared/dish-options.ts`), so the same dish, choices and note
 * merge into one line and anything else is a line of its own. `choices` is a snapshot of what was
 * picked (ids, names, deltas); reads re-price it against the dish's current groups.
 * A guest's lines move to the account's cart when the guest signs in (`mergeGuestLines`).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in diner's cart, or (null) a guest's: exactly one of the two is set. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A guest's cart (docs/decisions/031-guest-checkout.md): the SHA-256 of the random id kept in
     * the guest's httpOnly cookie, so a copy of this table cannot be replayed as a cookie.
     */
    guestKey: text('guest_key'),
    dishId: text('dish_id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /**
     * The unit price (dish plus choices) the diner last saw for this line: set when it is added,
     * re-set by "Accept new prices". Null: seen at today's price (lines from
     * before this column). Differs from today's price: the cart says "was → now" and payment waits.
     */
    seenUnitPriceMinor: integer('seen_unit_price_minor'),
    quantity: integer('quantity').notNull().default(1),
    selectionKey: text('selection_key').notNull().default(''),
    choices: jsonb('choices').$type<ChosenOption[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_line_unique').on(t.userId, t.dishId, t.selectionKey, t.note),
    uniqueIndex('cart_items_guest_line_unique').on(t.guestKey, t.dishId, t.selectionKey, t.note),
    check('cart_items_one_owner', sql`(${t.userId} is null) <> (${t.guestKey} is null)`),
    check('cart_items_note_length', sql`char_length(${t.note}) <= 140`),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('cart_items_seen_price_nonnegative', sql`${t.seenUnitPriceMinor} >= 0`),
  ],
);
