import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per paid cart line. Delivered and canceled orders are statuses of this one table
 * (decisions.md), with timestamps and a status history, never copies in other tables.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public order id shown to diners and admins (copyable, searchable). */
    orderId: text('order_id').notNull().unique(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    /** payments.id of the payment that paid for this line. */
    paymentId: uuid('payment_id').notNull(),
    dishId: text('dish_id'),
    mealName: text('meal_name').notNull(),
    mealImg: text('meal_img').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** Line price = unit price x quantity, in kobo. */
    price: integer('price').notNull(),
    status: text('status', { enum: ['paid', 'delivered', 'canceled'] })
      .notNull()
      .default('paid'),
    /**
     * none: not canceled. pending: a refund is owed and not yet accepted by the provider (the
     * retry loop keeps trying). processing: the provider accepted it and is paying it out.
     * refunded: paid back. (failed is kept for compatibility; a failing refund stays pending.)
     */
    refundStatus: text('refund_status', {
      enum: ['none', 'pending', 'processing', 'refunded', 'failed'],
    })
      .notNull()
      .default('none'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** When the retry loop may try the refund again (also a lease while one attempt runs). */
    refundNextAttemptAt: timestamp('refund_next_attempt_at', { withTimezone: true }),
    refundLastError: text('refund_last_error'),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_idx').on(t.paymentId),
    // The canceled list (newest cancellation first) and the refund retry loop's due rows.
    index('orders_canceled_idx').on(t.canceledAt).where(sql`${t.status} = 'canceled'`),
    index('orders_refund_due_idx')
      .on(t.refundNextAttemptAt)
      .where(sql`${t.refundStatus} = 'pending'`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);
