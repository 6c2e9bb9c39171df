import { users } from '@server/accounts/schema';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A customer's saved delivery addresses (spec: address_details). */
export const addressDetails = pgTable(
  'address_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    address: text('address').notNull(),
    phoneNo: text('phone_no').notNull(),
    /** The area or postcode delivery zones match; null for addresses saved before. */
    area: text('area'),
    /** The diner's optional directions for the rider (a landmark, a gate, a floor). */
    directions: text('directions'),
    /** The address checkout preselects; the database keeps one per customer. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_details_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('address_details_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** The delivery option a customer chose last (spec: delivery_options); one per customer. */
export const deliveryOptions = pgTable('delivery_options', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  deliveryOption: text('delivery_options', { enum: ['Home Delivery', 'Pickup Station'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
