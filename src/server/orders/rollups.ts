import type { Db } from '@server/db/client';
import { statementName } from '@server/db/prepared';
import { desc, eq, gte, sql } from 'drizzle-orm';
import { orderSalesBuckets, orderTotals } from './rollup-schema';
import { orders } from './schema';

/**
 * The dashboard's reads: the rollups the database keeps by trigger (rollup-schema.ts) and small
 * indexed queries, so their cost follows the period shown, never the size of the orders table.
 */
export function createRollupsRepository(db: Db) {
  // Both run on every dashboard view; built once (server/db/prepared.ts).
  const allTime = db
    .select({
      orders: sql<string>`coalesce(sum(${orderTotals.orders}), 0)`,
      delivered: sql<string>`coalesce(sum(${orderTotals.delivered}), 0)`,
      revenue: sql<string>`coalesce(sum(${orderTotals.revenueMinor}), 0)`,
      refundsPending: sql<string>`coalesce(sum(${orderTotals.refundsPending}), 0)`,
    })
    .from(orderTotals)
    .prepare(statementName(db, 'order_totals_sum'));

  // One grouping, by the zone's date of each slot row, formatted once per day afterwards.
  // Adding a slice's slots first and then grouping by to_char of each slice summed twice and
  // formatted every slice: three times the time at 2,838 slices (docs/benchmarks/bench-scale.md).
  const days = db
    .select({
      day: sql<string>`(${orderSalesBuckets.bucket} at time zone ${sql.placeholder('timeZone')})::date`.as(
        'day',
      ),
      revenue: sql<string>`sum(${orderSalesBuckets.revenueMinor})`.as('revenue'),
      orders: sql<string>`sum(${orderSalesBuckets.orders})`.as('orders'),
    })
    .from(orderSalesBuckets)
    .where(gte(orderSalesBuckets.bucket, sql.placeholder('from')))
    // By position: the zone is a bound parameter, so the expression cannot be repeated.
    .groupBy(sql`1`)
    .as('days');
  // Unnamed: planned for each call's `from`, so a range of a few days reads the key's index.
  const perDay = db
    .select({
      day: sql<string>`to_char(${days.day}::timestamp, 'YYYY-MM-DD')`,
      revenue: days.revenue,
      orders: days.orders,
    })
    .from(days)
    .prepare('');

  return {
    /** The all-time tiles: the sum of the few slots of order_totals. */
    async totals() {
      const [row] = await allTime.execute();
      return {
        orders: Number(row?.orders ?? 0),
        delivered: Number(row?.delivered ?? 0),
        revenueMinor: Number(row?.revenue ?? 0),
        refundsPending: Number(row?.refundsPending ?? 0),
      };
    },

    /**
     * Revenue and order count per calendar day (in `timeZone`) of orders placed since `from` (a
     * restaurant midnight): the 15-minute UTC slices of each day, added up (at most 96 a day per
     * slot). A slice lies in one day of any zone, since every zone offset is a multiple of 15 min.
     */
    async salesPerDay(from: Date, timeZone: string) {
      const rows = await perDay.execute({ from, timeZone });
      return rows
        .map((r) => ({ date: r.day, revenueMinor: Number(r.revenue), orders: Number(r.orders) }))
        .filter((d) => d.orders !== 0 || d.revenueMinor !== 0);
    },

    /** The latest cancellations (the canceled orders' partial index, newest first, no count). */
    recentCanceled: (limit: number) =>
      db
        .select()
        .from(orders)
        .where(eq(orders.status, 'canceled'))
        .orderBy(desc(orders.canceledAt), desc(orders.id))
        .limit(limit),
  };
}
