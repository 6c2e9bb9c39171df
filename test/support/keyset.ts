import type { Db } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Many rows in one `insert … select generate_series` statement, with ties on every sort key:
 * rows come in groups that share a timestamp (and a date and time), so only the id orders them.
 */

export async function insertUser(db: Db, email: string): Promise<string> {
  const result = await db.execute(
    sql`insert into users (username, email, password_hash) values ('Lister', ${email}, 'x') returning id`,
  );
  return String((result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
}

/**
 * `count` orders of `userId`, placed from `base` backwards, three per instant; stages cycle
 * through new, completed, canceled, accepted, rejected (so status paid / delivered / canceled).
 * Finished orders share their finish time in groups of four.
 */
export async function insertOrders(
  db: Db,
  input: { count: number; userId: string; base: Date; tag: string; offset?: number },
) {
  const offset = input.offset ?? 0;
  const base = input.base.toISOString();
  const stage: SQL = sql`(array['new','completed','canceled','accepted','rejected'])[1 + g % 5]`;
  await db.execute(sql`
    insert into orders (order_id, user_id, email, customer_name, customer_phone, payment_id,
      fulfilment, delivery_address, subtotal_minor, delivery_fee_minor, total_minor, stage,
      created_at, delivered_at, canceled_at)
    select 'TV-' || ${input.tag} || lpad(g::text, 6, '0'), ${input.userId}::uuid,
      'diner' || g || '@example.com', 'Diner ' || g, '+234 800 000 0000', gen_random_uuid(),
      'delivery', '1 Marina', 1000, 500, 1500, ${stage},
      ${base}::timestamptz - (g / 3) * interval '1 minute',
      case when g % 5 = 1 then ${base}::timestamptz + (g / 4) * interval '1 second' end,
      case when g % 5 in (2, 4) then ${base}::timestamptz - (g / 4) * interval '1 second' end
    from generate_series(${offset + 1}::int, ${offset + input.count}::int) as g`);
}

/** `count` reservations of `userId` around `today`: dates from 10 days before to 10 after, ties. */
export async function insertReservations(
  db: Db,
  input: { count: number; userId: string; today: string },
) {
  await db.execute(sql`
    insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
      reservation_time, guests, status, created_at)
    select ${input.userId}::uuid, 'Ada', 'Obi', 'ada@example.com', '+234 800 000 0000',
      ${input.today}::date + (g % 21 - 10), (array['12:00','14:00','18:00'])[1 + g % 3], 2,
      (array['pending','confirmed','canceled'])[1 + g % 3],
      timestamptz '2026-01-01T00:00:00Z' + (g % 2) * interval '1 second'
    from generate_series(1, ${input.count}::int) as g`);
}
