/**
 * Bulk seeding for `npm run bench:scale`: customers, orders (two lines each) and reservations in
 * the shapes the app writes, one `insert … select generate_series` statement per batch, with the
 * rollup triggers on (statement triggers: one aggregate per batch), so the dashboard's figures are
 * right when seeding ends. The secondary indexes of the three tables are dropped for the load and
 * rebuilt from their own definitions afterwards (a GIN index builds far faster in one pass than
 * row by row). A marker table records what was seeded: a rerun with the same sizes reuses it.
 */
import type { Db } from '@server/db/client';
import { DEMO_CUSTOMER } from '@server/seed/demo';
import { rollupMismatches } from '@test/support/rollups';
import { sql } from 'drizzle-orm';
import { FIRST_NAMES, LAST_NAMES } from './names';

export interface SeedSize {
  orders: number;
  reservations: number;
  customers: number;
}

const BATCH = 50_000;
/** Raised when the seeded data changes shape: a database seeded by another version is reseeded. */
export const SEED_VERSION = 3;
const DAYS = 730;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What an earlier run seeded into this database, or null. */
export async function seededSize(db: Db): Promise<SeedSize | null> {
  const [table] = await rows<{ t: string | null }>(
    db,
    sql`select to_regclass('public.scale_bench_seed')::text as t`,
  );
  if (!table?.t) return null;
  const [row] = await rows<SeedSize & { version?: number }>(
    db,
    sql`select * from scale_bench_seed limit 1`,
  );
  return row ? { ...row } : null;
}

export const sameSize = (a: (SeedSize & { version?: number }) | null, b: SeedSize) =>
  !!a &&
  Number(a.version) === SEED_VERSION &&
  Number(a.orders) === b.orders &&
  Number(a.reservations) === b.reservations &&
  Number(a.customers) === b.customers;

/** The customer number n's id, e-mail and name (customer 0 is the demo diner, who signs in). */
const userId = (n: string) => sql.raw(`md5('scale-user-' || (${n}))::uuid`);
const email = (n: string) =>
  sql.raw(
    `case when (${n}) = 0 then '${DEMO_CUSTOMER.email}' else 'diner' || (${n}) || '@example.com' end`,
  );
const sqlList = (names: string[]) => `array[${names.map((x) => `'${x}'`).join(',')}]`;
const name = (n: string) =>
  sql.raw(
    `case when (${n}) = 0 then '${DEMO_CUSTOMER.username}' else ` +
      `(${sqlList(FIRST_NAMES)})[((${n}) * 7) % ${FIRST_NAMES.length} + 1] || ' ' || ` +
      `(${sqlList(LAST_NAMES)})[((${n}) / ${FIRST_NAMES.length}) % ${LAST_NAMES.length} + 1] end`,
  );

/** Secondary indexes (not primary keys or unique constraints) of the bulk-loaded tables. */
async function secondaryIndexes(db: Db) {
  return rows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = 'public' and tablename in ('orders', 'order_lines', 'reservations')
          and indexname not in (select conname from pg_constraint)`,
  );
}

async function insertCustomers(db: Db, count: number) {
  await db.execute(sql`
    insert into users (id, username, email, password_hash, role, email_verified_at, created_at)
    select ${userId('g')}, ${name('g')}, ${email('g')}, 'seeded', 'customer',
      now() - interval '${sql.raw(String(DAYS))} days', now() - interval '${sql.raw(String(DAYS))} days'
    from generate_series(0, ${count - 1}::int) as g`);
}

/**
 * Orders first..last of `total`, spread evenly over the last two years (the newest now), each of
 * customer g % customers. Orders of the last two hours are still in the kitchen's active stages;
 * older ones were completed, one in twenty canceled and one in twenty rejected (refunded).
 * A quarter are pickups. Each has two lines whose totals make its subtotal.
 */
async function insertOrderBatch(db: Db, first: number, last: number, size: SeedSize) {
  const step = (DAYS * 86_400) / size.orders;
  const n = `g % ${size.customers}`;
  await db.execute(sql`
    with src as (
      select g,
        -- Public ids as newOrderId makes them: TV- and ten of its 32 characters (md5 of g).
        'TV-' || (select string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
          1 + get_byte(decode(md5('scale-order-' || g), 'hex'), i) % 32, 1), '' order by i)
          from generate_series(0, 9) as i) as public_id,
        now() - ((${size.orders}::int - g) * ${step}::float8) * interval '1 second' as created_at,
        case
          when (${size.orders}::int - g) * ${step}::float8 < 7200
            then (array['new','accepted','preparing','ready','out_for_delivery'])[1 + g % 5]
          when g % 20 = 0 then 'canceled'
          when g % 20 = 10 then 'rejected'
          else 'completed' end as stage,
        g % 4 = 0 as pickup,
        (array['Margherita','Diavola','Quattro Formaggi','Capricciosa','Marinara','Calzone','Funghi'])[1 + g % 7] as dish1,
        (array['Tiramisu','Panna Cotta','Cannoli','Gelato','Affogato'])[1 + g % 5] as dish2,
        2500 + (g % 7) * 500 as price1, 1 + g % 2 as qty1, 1500 + (g % 5) * 300 as price2
      from generate_series(${first}::int, ${last}::int) as g
    ), placed as (
      insert into orders (order_id, user_id, email, customer_name, customer_phone, payment_id,
        fulfilment, delivery_address, delivery_phone, subtotal_minor, delivery_fee_minor,
        total_minor, stage, refund_status, refund_minor, refunded_at, ready_at, created_at,
        delivered_at, canceled_at)
      select public_id, ${userId(n)}, ${email(n)}, ${name(n)}, '+234 800 000 0000',
        md5('scale-payment-' || g)::uuid,
        case when pickup then 'pickup' else 'delivery' end,
        case when pickup then null else g % 500 || ' Marina Road, Lagos' end,
        case when pickup then null else '+234 800 000 0000' end,
        price1 * qty1 + price2, case when pickup then 0 else 1000 end,
        price1 * qty1 + price2 + case when pickup then 0 else 1000 end,
        stage,
        case when stage in ('canceled','rejected') then 'refunded' else 'none' end,
        case when stage in ('canceled','rejected') then price1 * qty1 + price2 + case when pickup then 0 else 1000 end end,
        case when stage in ('canceled','rejected') then created_at + interval '1 hour' end,
        case when stage not in ('new','canceled','rejected') then created_at + interval '30 minutes' end,
        created_at,
        case when stage = 'completed' then created_at + interval '45 minutes' end,
        case when stage in ('canceled','rejected') then created_at + interval '5 minutes' end
      from src
      returning id, order_id
    )
    insert into order_lines (order_id, position, dish_id, name, image, unit_price_minor, quantity,
      line_total_minor)
    select placed.id, line.position, null, line.name, line.image, line.price, line.qty,
      line.price * line.qty
    from placed join src on src.public_id = placed.order_id
    cross join lateral (values
      (1, src.dish1, 'pizza.svg', src.price1, src.qty1),
      (2, src.dish2, 'dessert.svg', src.price2, 1)
    ) as line(position, name, image, price, qty)`);
}

/**
 * Reservations spread from two years ago to two months ahead, for every customer in turn: past
 * ones confirmed (one in ten canceled), upcoming ones pending or confirmed.
 */
async function insertReservationBatch(db: Db, first: number, last: number, size: SeedSize) {
  const span = DAYS + 60;
  const n = `g % ${size.customers}`;
  await db.execute(sql`
    insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
      reservation_time, guests, status, created_at, confirmed_at, canceled_at)
    select ${userId(n)}, 'Guest', 'No ' || (${sql.raw(n)}), ${email(n)}, '+234 800 000 0000', day,
      (array['12:00','14:00','16:00','18:00','20:00'])[1 + g % 5], 2 + g % 3, status,
      day - 7, case when status = 'confirmed' then day - 6 end,
      case when status = 'canceled' then day - 3 end
    from (
      select g, day,
        case when g % 10 = 0 then 'canceled'
          when day >= current_date and g % 2 = 0 then 'pending' else 'confirmed' end as status
      from (
        select g, current_date - ${DAYS}::int + ((g::bigint * ${span}) / ${size.reservations})::int as day
        from generate_series(${first}::int, ${last}::int) as g
      ) d
    ) r`);
}

/** Seeds an empty, migrated database; logs progress to stderr. */
export async function seed(db: Db, size: SeedSize, log: (line: string) => void) {
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await insertCustomers(db, size.customers);
  for (let first = 1; first <= size.orders; first += BATCH) {
    await insertOrderBatch(db, first, Math.min(size.orders, first + BATCH - 1), size);
    log(`  ${Math.min(size.orders, first + BATCH - 1).toLocaleString('en')} orders (${since()})`);
  }
  for (let first = 1; first <= size.reservations; first += BATCH)
    await insertReservationBatch(db, first, Math.min(size.reservations, first + BATCH - 1), size);
  log(`  ${size.reservations.toLocaleString('en')} reservations (${since()})`);
  for (const index of indexes) await db.execute(sql.raw(index.def));
  log(`  ${indexes.length} indexes rebuilt (${since()})`);
  await db.execute(sql`vacuum analyze`);
  const mismatches = await rollupMismatches(db);
  if (mismatches.length > 0)
    throw new Error(
      `the dashboard rollups disagree with a recount after seeding: ${JSON.stringify(mismatches.slice(0, 5))}`,
    );
  log(`  rollups equal a recount; seeded in ${since()}`);
  await db.execute(sql`
    create table scale_bench_seed (orders int not null, reservations int not null,
      customers int not null, version int not null, seeded_at timestamptz not null default now())`);
  await db.execute(sql`insert into scale_bench_seed (orders, reservations, customers, version)
    values (${size.orders}, ${size.reservations}, ${size.customers}, ${SEED_VERSION})`);
}
