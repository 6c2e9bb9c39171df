/**
 * Where the deepest page of each list starts, read from the database before the server starts (an
 * embedded database has one owner at a time): the sort keys of the row just before the last page
 * and that page's position. bench-scale puts them into the `next` cursor the server itself gave on
 * the first page, so the request is exactly what a reader who paged to the end sends.
 */
import type { Db } from '@server/db/client';
import { DEMO_CUSTOMER } from '@server/seed/demo';
import { sql } from 'drizzle-orm';

export interface DeepKeys {
  /** Segment of the list (reservations: 0 upcoming, 1 past). */
  segment: number;
  keys: string[];
  /** 1-based position of the deepest page's first row. */
  position: number;
}

const us = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;
const finished = 'coalesce(canceled_at, delivered_at, created_at)';
const diner = `(select id from users where lower(email) = '${DEMO_CUSTOMER.email}')`;

/** Every list with a deep page: its rows (`where`) and sort keys, oldest first. */
const orderList = (where: string, key: string) => ({
  segment: 0,
  from: `orders where ${where}`,
  keys: `${us(key)}, id::text`,
  oldestFirst: `${key}, id`,
});
const pastReservations = (where: string, today: string) => ({
  segment: 1,
  from: `reservations where ${where} and reservation_date < '${today}'`,
  keys: `reservation_date::text, reservation_time, ${us('created_at')}, id::text`,
  oldestFirst: 'reservation_date, reservation_time, created_at, id',
});

export function deepLists(today: string, yearAgo: Date) {
  const live = "status in ('paid', 'delivered')";
  return {
    'orders.all': orderList(live, 'created_at'),
    'orders.1y': orderList(`${live} and created_at >= '${yearAgo.toISOString()}'`, 'created_at'),
    'orders.not-delivered': orderList("status = 'paid'", 'created_at'),
    'orders.pickup': orderList(`${live} and fulfilment = 'pickup'`, 'created_at'),
    'orders.delivered': orderList("status = 'delivered'", 'delivered_at'),
    'orders.canceled': orderList("status = 'canceled'", 'canceled_at'),
    'orders.present': orderList(`user_id = ${diner} and ${live}`, 'created_at'),
    'orders.past': orderList(
      `user_id = ${diner} and status in ('delivered', 'canceled')`,
      finished,
    ),
    'reservations.all': pastReservations('true', today),
    'reservations.confirmed': pastReservations("status = 'confirmed'", today),
    'reservations.mine': pastReservations(`user_id = ${diner}`, today),
  } as const;
}
export type DeepList = keyof ReturnType<typeof deepLists>;

/** The deepest page's keys of every list (null where the list fits on one page). */
export async function readDeepKeys(
  db: Db,
  pageSize: number,
  today: string,
  yearAgo: Date,
): Promise<Record<string, DeepKeys | null>> {
  const found: Record<string, DeepKeys | null> = {};
  for (const [name, list] of Object.entries(deepLists(today, yearAgo))) {
    const result = (await db.execute(
      sql.raw(`select array[${list.keys}] as keys, (select count(*) from ${list.from})::int as total
        from ${list.from} order by ${list.oldestFirst} offset ${pageSize} limit 1`),
    )) as unknown as { rows: Array<{ keys: string[]; total: number }> };
    const row = result.rows[0];
    found[name] = row
      ? { segment: list.segment, keys: row.keys, position: Math.max(1, row.total - pageSize + 1) }
      : null;
  }
  return found;
}

/** The server's own `next` cursor, moved to the deepest page. */
export function deepCursor(next: string, deep: DeepKeys): string {
  const payload = JSON.parse(Buffer.from(next, 'base64url').toString('utf8'));
  return Buffer.from(
    JSON.stringify({ ...payload, s: deep.segment, k: deep.keys, d: 'n', p: deep.position }),
  ).toString('base64url');
}
