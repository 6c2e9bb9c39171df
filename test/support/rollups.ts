/**
 * The dashboard's rollups (order_totals, order_sales_buckets, reservation_status_counts), the
 * report's slices and the search's names (order_names) against a full recount of the tables they
 * summarise: the rows where the two differ. No vitest here: the load run's invariants
 * (scripts/lib/invariants-rollups.ts) use it too.
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
  return [
    ...(await dashboardMismatches(db)),
    ...(await reportMismatches(db)),
    ...(await nameMismatches(db)),
  ];
}

/** The search's distinct names (order_names: drizzle/0046) against a count of orders per name. */
async function nameMismatches(db: Db): Promise<RollupMismatch[]> {
  return rowsOf<RollupMismatch>(
    db,
    sql`
      with recounted as (select lower(customer_name) as name, count(*) as n from orders group by 1)
      select 'orders named ' || coalesce(kept.name, recounted.name) as figure,
        coalesce(kept.orders, 0)::float8 as kept, coalesce(recounted.n, 0)::float8 as recounted
      from order_names kept full join recounted on recounted.name = kept.name
      where coalesce(kept.orders, 0) <> coalesce(recounted.n, 0)
      order by 1`,
  );
}

async function dashboardMismatches(db: Db): Promise<RollupMismatch[]> {
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
          sum(total_minor) as revenue
        from orders where status <> 'canceled' and not awaiting_payment group by 1
      ), recounted as (
        select 'orders' as figure, count(*) filter (where status <> 'canceled' and not awaiting_payment) as n from orders
        union all select 'delivered', count(*) filter (where status = 'delivered') from orders
        union all select 'revenue_minor',
          coalesce(sum(total_minor) filter (where status <> 'canceled' and not awaiting_payment), 0)
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

/**
 * The report's slices (order_report_buckets, order_line_report_buckets: drizzle/0031) against a
 * recount: per 15-minute slice, fulfilment and payment method, and per slice and dish.
 */
async function reportMismatches(db: Db): Promise<RollupMismatch[]> {
  const slice = (column: string) =>
    `to_char(date_bin('15 minutes', ${column}, timestamptz '2000-01-01 00:00:00+00') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"')`;
  return rowsOf<RollupMismatch>(
    db,
    sql.raw(`
      with kept_orders as (
        select ${slice('bucket')} || ' ' || fulfilment || ' ' || method as k,
          sum(all_orders) as all_orders, sum(gross_minor) as gross, sum(orders) as orders,
          sum(kept_minor) as kept, sum(fees_minor) as fees
        from order_report_buckets group by 1
      ), counted_orders as (
        select ${slice('o.created_at')} || ' ' || o.fulfilment || ' ' ||
          case when o.payment_id is null or o.payment_method <> 'card_online' then o.payment_method
            else coalesce(p.channel, p.method, 'unknown') end as k,
          count(*) as all_orders, sum(o.total_minor) as gross,
          count(*) filter (where o.status <> 'canceled') as orders,
          coalesce(sum(o.total_minor) filter (where o.status <> 'canceled'), 0) as kept,
          coalesce(sum(o.delivery_fee_minor) filter (where o.status <> 'canceled'), 0) as fees
        from orders o left join payments p on p.id = o.payment_id
        where not o.awaiting_payment group by 1
      ), kept_lines as (
        select ${slice('bucket')} || ' ' || dish_id || ' ' || name as k,
          sum(quantity) as quantity, sum(sales_minor) as sales
        from order_line_report_buckets group by 1
      ), counted_lines as (
        select ${slice('o.created_at')} || ' ' || coalesce(l.dish_id, '') || ' ' || l.name as k,
          sum(l.quantity) as quantity, sum(l.line_total_minor) as sales
        from orders o join order_lines l on l.order_id = o.id and l.canceled_at is null
        where o.status <> 'canceled' and not o.awaiting_payment group by 1
      ), kept as (
        select 'report all_orders ' || k as figure, all_orders as n from kept_orders
        union all select 'report gross ' || k, gross from kept_orders
        union all select 'report orders ' || k, orders from kept_orders
        union all select 'report kept ' || k, kept from kept_orders
        union all select 'report fees ' || k, fees from kept_orders
        union all select 'report dish quantity ' || k, quantity from kept_lines
        union all select 'report dish sales ' || k, sales from kept_lines
      ), recounted as (
        select 'report all_orders ' || k as figure, all_orders as n from counted_orders
        union all select 'report gross ' || k, gross from counted_orders
        union all select 'report orders ' || k, orders from counted_orders
        union all select 'report kept ' || k, kept from counted_orders
        union all select 'report fees ' || k, fees from counted_orders
        union all select 'report dish quantity ' || k, quantity from counted_lines
        union all select 'report dish sales ' || k, sales from counted_lines
      )
      select coalesce(kept.figure, recounted.figure) as figure,
        coalesce(kept.n, 0)::float8 as kept, coalesce(recounted.n, 0)::float8 as recounted
      from kept full join recounted on recounted.figure = kept.figure
      where coalesce(kept.n, 0) <> coalesce(recounted.n, 0)
      order by 1`),
  );
}
