import { bigint, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures, kept by database triggers on `orders` in the same transaction as every
 * write (drizzle/*_order_rollups_triggers.sql), so reading them costs the same at 1,000 orders as
 * at 1,000,000 (docs/decisions.md § Dashboard figures). Each figure is split over a few `slot`s
 * (the writing connection's backend pid modulo 4) so that parallel writers rarely wait on one
 * row; a reader sums the slots. Nothing but the triggers writes these tables.
 */
export const orderTotals = pgTable('order_totals', {
  slot: smallint('slot').primaryKey(),
  /** Orders not canceled (the "Total Orders" tile). */
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
  /** Sum of the subtotals of orders not canceled, in kobo. */
  revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
  /** Orders whose refund is owed and not yet accepted by the provider. */
  refundsPending: bigint('refunds_pending', { mode: 'number' }).notNull().default(0),
});

/**
 * Orders not canceled and their subtotals per 15-minute slice of UTC time (by `created_at`): every
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
