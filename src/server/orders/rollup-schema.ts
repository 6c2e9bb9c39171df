import { bigint, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures, kept by database triggers on `orders` in the same transaction as every
 * write (drizzle/*_order_rollups_triggers.sql), so reading them costs the same at 1,000 orders as
 * at 1,000,000 (docs/decisions/040-dashboard-figures-by-trigger.md). Each figure is split over a
 * few `slot`s (the writing connection's backend pid modulo 4) so that parallel writers rarely wait
 * on one row; a reader sums the slots. Nothing but the triggers writes these tables.
 */
export const orderTotals = pgTable('order_totals', {
  slot: smallint('slot').primaryKey(),
  /** Orders not canceled (the "Total Orders" tile). */
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
  /** Revenue (shared/sales-figures.ts): totals of orders counted, delivery fees included, in kobo. */
  revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
  /** Orders whose refund is owed and not yet accepted by the provider. */
  refundsPending: bigint('refunds_pending', { mode: 'number' }).notNull().default(0),
});

/**
 * Orders not canceled and their totals (Revenue: dishes and delivery fees, as the report's
 * `kept_minor`) per 15-minute slice of UTC time (by `created_at`): every
 * real zone offset is a multiple of 15 minutes, so a slice lies in one calendar day of any zone and
 * a restaurant-local day is the sum of its 96 slices, whatever the zone setting says today.
 */
export const orderSalesBuckets = pgTable(
  'order_sales_buckets',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.slot] })],
);

/**
 * The report's figures per 15-minute UTC slice, fulfilment and payment method,
 * kept by triggers on orders and payments (drizzle/0031_report_rollups.sql): a month's report sums
 * a few thousand rows instead of reading every order of the month. `gross` and `all_orders` count
 * every order placed (canceled too), the rest only orders not canceled.
 */
export const orderReportBuckets = pgTable(
  'order_report_buckets',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    fulfilment: text('fulfilment').notNull(),
    method: text('method').notNull(),
    slot: smallint('slot').notNull(),
    allOrders: bigint('all_orders', { mode: 'number' }).notNull().default(0),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull().default(0),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    keptMinor: bigint('kept_minor', { mode: 'number' }).notNull().default(0),
    feesMinor: bigint('fees_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.fulfilment, t.method, t.slot] })],
);

/** Dishes sold (lines not canceled of orders not canceled) per 15-minute UTC slice of the order. */
export const orderLineReportBuckets = pgTable(
  'order_line_report_buckets',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    dishId: text('dish_id').notNull(),
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.dishId, t.name, t.slot] })],
);
