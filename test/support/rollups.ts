/**
 * The dashboard's rollups (order_totals, order_sales_buckets, reservation_status_counts) against a
 * full recount of the tables they summarise: the rows where the two differ. No vitest here: the
 * load run's invariants (scripts/lib/invariants-rollups.ts) use it too.
 */

import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface RollupMismatch {
  figure: string;
  kept: number;
  recounted: number;
}

/** Every figure whose rollup differs from a recount of the rows (none when they agree). */
export async function rollupMismatches(db: Db): Promise<RollupMismatch[]> {
  return rowsOf<RollupMismatch>(
    db,
    sql`
      with kept as (
        select 'orders' as figure, coalesce(sum(orders), 0) as n from order_totals
        union all select 'delivered', coalesce(sum(delivered), 0) from order_totals
        union all select 'revenue_minor', coalesce(sum(revenue_minor), 0) from order_totals
        union all select 'refunds_pending', coalesce(sum(refunds_pending), 0) from order_totals
        union all select 'orders ' || to_char(bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"'),
          sum(orders) from order_sales_buckets group by bucket
        union all select 'revenue_minor ' || to_char(bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"'),
          sum(revenue_minor) from order_sales_buckets group by bucket
        union all select 'reservations ' || status, sum(n) from reservation_status_counts
          group by status
      ), slices as (
        select to_char(date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00')
          at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as slice, count(*) as n,
          sum(subtotal_minor) as revenue
        from orders where status <> 'canceled' and not awaiting_payment group by 1
      ), recounted as (
        select 'orders' as figure, count(*) filter (where status <> 'canceled' and not awaiting_payment) as n from orders
        union all select 'delivered', count(*) filter (where status = 'delivered') from orders
        union all select 'revenue_minor',
          coalesce(sum(subtotal_minor) filter (where status <> 'canceled' and not awaiting_payment), 0)
          from orders
        union all select 'refunds_pending', count(*) filter (where refund_status = 'pending')
          from orders
        union all select 'orders ' || slice, n from slices
        union all select 'revenue_minor ' || slice, revenue from slices
        union all select 'reservations ' || status, count(*) from reservations group by status
      )
      select coalesce(kept.figure, recounted.figure) as figure,
        coalesce(kept.n, 0)::float8 as kept, coalesce(recounted.n, 0)::float8 as recounted
      from kept full join recounted on recounted.figure = kept.figure
      where coalesce(kept.n, 0) <> coalesce(recounted.n, 0)
      order by 1`,
  );
}
