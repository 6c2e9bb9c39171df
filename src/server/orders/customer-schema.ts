import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per customer who has ordered (by the order's `user_id`): the back office's customers
 * list. Kept by database triggers on `orders` in the same transaction as every
 * order write (drizzle/*_order_customers.sql), like the dashboard's rollups, so a page of
 * customers costs the same at a million orders as at ten. Nothing but the triggers writes it; the
 * orders domain reads it (customers.ts) and the customers domain reaches it through the service.
 */
export const orderCustomers = pgTable(
  'order_customers',
  {
    userId: uuid('user_id').primaryKey(),
    /** Name, e-mail and phone of the customer's latest order (the one with the latest created_at). */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The phone's digits only: what a phone search matches as a prefix. */
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    /** Every order placed, canceled ones included: the row goes when it reaches 0. */
    placed: bigint('placed', { mode: 'number' }).notNull().default(0),
    /** Orders not canceled or rejected. */
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    /** Totals of their orders less refunds (a canceled order's refund_minor, else its total). */
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The list: most recent customer first, keyset on (last_order_at, user_id).
    index('order_customers_last_idx').on(t.lastOrderAt, t.userId),
    // Search: a case-insensitive prefix of the name or e-mail, digits of the phone.
    index('order_customers_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('order_customers_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('order_customers_phone_prefix_idx').on(sql`${t.phoneDigits} text_pattern_ops`),
  ],
);
