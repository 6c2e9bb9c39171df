import type { Db } from '@server/db/client';
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

/**
 * Orders placed in the window: `created_at` in [start, end), read by orders_created_idx. A staff
 * order still awaiting payment (pay at counter/on delivery) is no sale yet: left out until paid.
 */
const placed = (w: Window) => sql`${within(sql`o.created_at`, w)} and not o.awaiting_payment`;
/** `column` in [start, end), the instants sent as ISO text (the same on every driver). */
export const within = (column: SQL, w: Window) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
const local = (column: SQL, w: Window) => sql`(${column} at time zone ${w.timeZone})`;

/** Per restaurant day: money in (every paid order), orders not canceled, canceled, their fees. */
export async function salesByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(${local(sql`o.created_at`, w)}, 'YYYY-MM-DD') as day,
      sum(o.total_minor::bigint) as gross,
      count(*) filter (where o.status <> 'canceled') as orders,
      coalesce(sum(o.total_minor::bigint) filter (where o.status <> 'canceled'), 0) as kept,
      coalesce(sum(o.delivery_fee_minor::bigint) filter (where o.status <> 'canceled'), 0) as fees,
      count(*) filter (where o.status = 'canceled') as canceled
    from orders o where ${placed(w)} group by 1`,
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

/** Money given back per restaurant day it was given back (refunds not failed, of orders). */
export async function refundsByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(${local(sql`r.created_at`, w)}, 'YYYY-MM-DD') as day,
      sum(r.amount_minor::bigint) as refunds
    from refunds r join orders o on o.payment_id = r.payment_id
    where ${within(sql`r.created_at`, w)} and r.status <> 'failed'
    group by 1`,
  );
  return result.map((r) => ({ date: String(r.day), refundsMinor: num(r.refunds) }));
}

/**
 * Orders not canceled and their totals by hour of the day, ISO weekday, fulfilment and payment
 * method, in one pass over the range's orders (GROUPING SETS): one scan and one join with the
 * payments instead of four. The payment's channel where the provider told it (card,
 * bank_transfer), else its method; a staff order paid at the counter: cash or card_terminal.
 */
export async function keptBreakdowns(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select hour, weekday, fulfilment, method, count(*) as orders, sum(total) as sales
    from (
      select extract(hour from ${local(sql`o.created_at`, w)})::int as hour,
        extract(isodow from ${local(sql`o.created_at`, w)})::int as weekday,
        o.fulfilment, coalesce(p.channel, p.method, o.payment_method, 'unknown') as method,
        o.total_minor::bigint as total
      from orders o left join payments p on p.id = o.payment_id
      where ${placed(w)} and o.status <> 'canceled'
    ) kept
    group by grouping sets ((hour), (weekday), (fulfilment), (method))
    order by hour, weekday, fulfilment, method`,
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
    sql`select l.name as name, coalesce(d.category, 'Other') as category,
      sum(l.quantity::bigint) as quantity, sum(l.line_total_minor::bigint) as sales
    from orders o
    join order_lines l on l.order_id = o.id and l.canceled_at is null
    left join dishes d on d.id::text = l.dish_id
    where ${placed(w)} and o.status <> 'canceled'
    group by 1, 2 order by 4 desc, 1`,
  );
  return result.map((r) => ({
    name: String(r.name),
    category: String(r.category),
    quantity: num(r.quantity),
    salesMinor: num(r.sales),
  }));
}

/** Bookings by their date (already a restaurant calendar date): made, covers, canceled. */
export async function reservationsByDay(db: Db, w: Window) {
  const result = await rows(
    db,
    sql`select to_char(reservation_date, 'YYYY-MM-DD') as day,
      count(*) filter (where status <> 'canceled') as bookings,
      coalesce(sum(guests) filter (where status <> 'canceled'), 0) as covers,
      count(*) filter (where status = 'canceled') as canceled
    from reservations where reservation_date between ${w.from}::date and ${w.to}::date
    group by 1 order by 1`,
  );
  return result.map((r) => ({
    date: String(r.day),
    bookings: num(r.bookings),
    covers: num(r.covers),
    canceled: num(r.canceled),
  }));
}
