import type { Db } from '@server/db/client';
import { CURRENCY } from '@shared/constants';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The report's figures, each one GROUP BY over the range's orders, refunds or bookings, on the
 * restaurant's clock (`at time zone`). Reads the orders, payments, refunds, dishes and
 * reservations tables by name: a report is a read-only view across domains, and none of their
 * code is involved. Money is summed as bigint and returned as numbers (minor units).
 */
export interface Window {
  start: Date;
  end: Date;
  from: string;
  to: string;
  timeZone: string;
}

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;
const num = (value: unknown) => Number(value ?? 0);

/** `column` in [start, end), the instants sent as ISO text (the same on every driver). */
export const within = (column: SQL, w: Window) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
const local = (column: SQL, w: Window) => sql`(${column} at time zone ${w.timeZone})`;
/**
 * The orders' figures come from 15-minute slices of UTC time kept by triggers in the same
 * transaction as every order write (drizzle/0031_report_rollups.sql). Every real zone offset is a
 * multiple of 15 minutes, so a slice lies in one hour and one day of the restaurant's clock, and
 * the window's bounds (local midnights) are slice bounds: the sums equal a scan of the orders.
 */
const sliced = (w: Window) => within(sql`b.bucket`, w);

/**
 * Per restaurant day: money in (every paid order), orders not canceled and their Revenue (`kept`,
 * shared/sales-figures.ts), the canceled ones, the fees within Revenue.
 */
export async function salesByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(${local(sql`b.bucket`, w)}, 'YYYY-MM-DD') as day,
      sum(b.gross_minor) as gross, sum(b.orders) as orders, sum(b.kept_minor) as kept,
      sum(b.fees_minor) as fees, sum(b.all_orders - b.orders) as canceled
    from order_report_buckets b where ${sliced(w)} group by 1 having sum(b.all_orders) <> 0`,
  );
  return result.map((r) => ({
    date: String(r.day),
    grossMinor: num(r.gross),
    orders: num(r.orders),
    keptMinor: num(r.kept),
    feesMinor: num(r.fees),
    canceled: num(r.canceled),
  }));
}

/**
 * A payment refused when it settled (a dish sold out or a slot filled meanwhile, a payment link
 * or a deposit paid twice, money that came after we had closed the payment) whose money the
 * provider took: no order holds it, and all of it is owed back (`p` is the payment). It counts
 * from when it was refused: the rejecting statement is the row's last write of updated_at (the
 * owed refund's tries write only their own columns), as the back office's "Needs attention" reads it.
 */
export const refusedWithMoney = sql`p.status = 'rejected' and p.refund_due_minor is not null
  and not exists (select 1 from orders held where held.payment_id = p.id)`;
export const refusedAt = sql`coalesce(p.late_at, p.updated_at)`;

/**
 * Money in that no order holds, per restaurant day it came in: booking deposits when paid, and
 * payments refused when they settled (their refunds count among the refunds). In the restaurant's
 * currency only, like every figure here (money charged in another is in the export with its
 * currency, and counted in neither direction).
 */
export async function otherMoneyInByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(${local(sql`g.at`, w)}, 'YYYY-MM-DD') as day, sum(g.amount) as money_in
    from (
      select p.paid_at as at, p.amount_minor::bigint as amount from payments p
      where p.reservation_id is not null and p.status = 'successful' and p.currency = ${CURRENCY}
        and ${within(sql`p.paid_at`, w)}
      union all
      select ${refusedAt}, p.refund_due_minor::bigint from payments p
      where ${refusedWithMoney} and coalesce(p.refund_due_currency, p.currency) = ${CURRENCY}
        and ${within(refusedAt, w)}
    ) g
    group by 1`,
  );
  return result.map((r) => ({ date: String(r.day), moneyInMinor: num(r.money_in) }));
}

/**
 * Money given back per restaurant day it was given back: provider refunds that are not failed
 * (of orders, deposits and refused payments alike, in the restaurant's currency), and what staff
 * handed back in person for a staff order paid at the counter or on delivery and then canceled (no
 * provider refund row: the order's own refund, `orders_in_person_refunds_idx`).
 */
export async function refundsByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(${local(sql`g.at`, w)}, 'YYYY-MM-DD') as day, sum(g.amount) as refunds
    from (
      select r.created_at as at, r.amount_minor::bigint as amount from refunds r
      where ${within(sql`r.created_at`, w)} and r.status <> 'failed' and r.currency = ${CURRENCY}
      union all
      select o.refunded_at, o.refund_minor::bigint from orders o
      where o.payment_id is null and o.refund_status = 'refunded' and ${within(sql`o.refunded_at`, w)}
    ) g
    group by 1`,
  );
  return result.map((r) => ({ date: String(r.day), refundsMinor: num(r.refunds) }));
}

/**
 * Orders not canceled and their totals by hour of the day, ISO weekday, fulfilment and payment
 * method (the provider's channel where it told it, else the method), in one pass over the
 * window's slices (GROUPING SETS).
 */
export async function keptBreakdowns(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select extract(hour from ${local(sql`b.bucket`, w)})::int as hour,
      extract(isodow from ${local(sql`b.bucket`, w)})::int as weekday,
      b.fulfilment, b.method, sum(b.orders) as orders, sum(b.kept_minor) as sales
    from order_report_buckets b where ${sliced(w)}
    group by grouping sets ((hour), (weekday), (fulfilment), (method))
    having sum(b.orders) <> 0
    order by 1, 2, 3, 4`,
  );
  const of = (key: 'hour' | 'weekday' | 'fulfilment' | 'method') =>
    result
      .filter((r) => r[key] !== null && r[key] !== undefined)
      .map((r) => ({ key: r[key], orders: num(r.orders), salesMinor: num(r.sales) }));
  return {
    byHour: of('hour'),
    byWeekday: of('weekday'),
    byFulfilment: of('fulfilment'),
    byPaymentMethod: of('method'),
  };
}

/** Dishes sold (lines not canceled, of orders not canceled), with the dish's category today. */
export async function byDish(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select b.name as name, coalesce(d.category, 'Other') as category,
      sum(b.quantity) as quantity, sum(b.sales_minor) as sales
    from order_line_report_buckets b
    left join dishes d on d.id::text = b.dish_id
    where ${sliced(w)}
    group by 1, 2 having sum(b.quantity) <> 0 order by 4 desc, 1`,
  );
  return result.map((r) => ({
    name: String(r.name),
    category: String(r.category),
    quantity: num(r.quantity),
    salesMinor: num(r.sales),
  }));
}

/**
 * Bookings by their date (already a restaurant calendar date). Held: every booking the restaurant
 * kept a table for (pending, confirmed, seated, completed, and the no-shows); covers: the guests
 * of those that came or are still expected (no-shows left out); no-shows apart; canceled counts
 * the canceled, declined and expired ones (walk-ins are seated bookings and count as any other). A hold whose
 * deposit was never paid (still awaiting, or released) was never a booking.
 */
export async function reservationsByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(reservation_date, 'YYYY-MM-DD') as day,
      count(*) filter (where status not in ${GONE}) as bookings,
      coalesce(sum(guests) filter (where status not in ${GONE} and status <> 'no_show'), 0) as covers,
      count(*) filter (where status = 'no_show') as no_shows,
      coalesce(sum(guests) filter (where status = 'no_show'), 0) as no_show_covers,
      count(*) filter (where status in ${GONE}) as canceled
    from reservations where reservation_date between ${w.from}::date and ${w.to}::date
      and coalesce(deposit_status, '') not in ('awaiting', 'unpaid')
    group by 1 order by 1`,
  );
  return result.map((r) => ({
    date: String(r.day),
    bookings: num(r.bookings),
    covers: num(r.covers),
    noShows: num(r.no_shows),
    noShowCovers: num(r.no_show_covers),
    canceled: num(r.canceled),
  }));
}

/** Bookings that ended before the day: canceled by the diner or the host, declined, expired. */
const GONE = sql.raw(`('canceled', 'declined', 'expired')`);
