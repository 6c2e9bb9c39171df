/**
 * The month report on many orders (under 500 ms at 1,000,000 orders on
 * PostgreSQL).
 *
 *   npm run bench:reports                       200,000 orders (default)
 *   npm run bench:reports -- --orders 1000000   the target's figure
 *
 * Seeds N orders spread evenly over the last 365 days (two lines each among 12 dishes in 4
 * categories, a payment each, 1 in 20 canceled and refunded the next day, a booking per 10 orders)
 * with SQL generate_series into a scratch PostgreSQL database (REPORTS_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/tavola_reports; created when missing, and reused when it
 * already holds N orders), then times the report of last calendar month (the service's own
 * queries, in Africa/Lagos) 20 times after 2 warm-up runs and prints p50 and p99. Figures, not a
 * test: nothing fails on them.
 */
import { cpus, loadavg } from 'node:os';
import { openDatabase, runMigrations } from '@server/db/client';
import { createReportsService } from '@server/reports/service';
import { zonedNow } from '@shared/calendar-dates';
import { presetRange } from '@shared/reports';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const flag = process.argv.indexOf('--orders');
const orders = flag > 0 ? Number(process.argv[flag + 1]) : 200_000;
const url = process.env.REPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tavola_reports';
const RUNS = 20;
const ZONE = 'Africa/Lagos';

async function ensureDatabase() {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  await client.end();
}

async function main() {
  if (!Number.isInteger(orders) || orders < 1) throw new Error('--orders takes a positive number');
  await ensureDatabase();
  const database = await openDatabase({ url, dataDir: 'memory' });
  await runMigrations(database);
  const { db } = database;
  const count = async () =>
    Number(
      ((await db.execute(sql`select count(*) as n from orders`)) as { rows: Array<{ n: string }> })
        .rows[0]?.n,
    );
  if ((await count()) === orders) {
    console.log(`Reusing the ${orders.toLocaleString()} orders already in ${url}`);
  } else {
    const started = Date.now();
    console.log(`Seeding ${orders.toLocaleString()} orders into ${url} ...`);
    await db.transaction(async (tx) => {
      // Foreign keys and the dashboard's rollup triggers off: a scratch database for reads.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`truncate orders, order_lines, payments, refunds, reservations, dishes cascade`,
      );
      await tx.execute(sql`
        insert into dishes (id, name, category, area, price_minor, image_url, image_width, image_height)
        select ('00000000-0000-0000-0000-' || lpad(d::text, 12, '0'))::uuid, 'Dish ' || d,
          (array['Rice', 'Grill', 'Soup', 'Drinks'])[1 + d % 4], 'Nigerian', 100000 + d * 10000,
          '/media/dishes/placeholder.svg', 10, 10
        from generate_series(0, 11) d`);
      await tx.execute(sql`
        insert into orders (order_id, user_id, email, customer_name, customer_phone, payment_id,
          fulfilment, delivery_address, subtotal_minor, delivery_fee_minor, total_minor, stage,
          created_at, delivered_at, canceled_at, refund_status, refund_minor)
        select 'RB-' || g, gen_random_uuid(), 'diner' || (g % 10000) || '@example.com',
          'Diner ' || (g % 10000), '+2348000000000',
          ('10000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid,
          case when g % 3 = 0 then 'pickup' else 'delivery' end,
          case when g % 3 = 0 then null else '1 Bench Road, Lagos' end,
          2 * (100000 + (g % 12) * 10000), case when g % 3 = 0 then 0 else 50000 end,
          2 * (100000 + (g % 12) * 10000) + case when g % 3 = 0 then 0 else 50000 end,
          case when g % 20 = 0 then 'canceled' else 'completed' end, at,
          case when g % 20 = 0 then null else at + interval '1 hour' end,
          case when g % 20 = 0 then at + interval '1 day' end,
          case when g % 20 = 0 then 'refunded' else 'none' end,
          case when g % 20 = 0 then 2 * (100000 + (g % 12) * 10000) + case when g % 3 = 0 then 0 else 50000 end end
        from generate_series(1, ${orders}) g,
          lateral (select now() - (g::float8 / ${orders}) * interval '365 days' as at) t`);
      await tx.execute(sql`
        insert into order_lines (order_id, position, dish_id, name, image, unit_price_minor, quantity,
          line_total_minor)
        select o.id, p, ('00000000-0000-0000-0000-' || lpad(((o.number + p) % 12)::text, 12, '0')),
          'Dish ' || ((o.number + p) % 12), 'x.svg', 100000, 1, 100000
        from orders o, generate_series(1, 2) p`);
      await tx.execute(sql`
        insert into payments (id, reference, user_id, email, customer_name, provider, method,
          amount_minor, currency, status, channel, delivery_address, delivery_phone, delivery_option,
          lines, created_at, paid_at)
        select payment_id, 'ref-' || order_id, user_id, email, customer_name, 'sandbox', 'Sandbox',
          total_minor, 'NGN', 'successful', case when number % 4 = 0 then 'bank_transfer' else 'card' end,
          '', customer_phone, fulfilment, '[]'::jsonb, created_at, created_at
        from orders`);
      await tx.execute(sql`
        insert into refunds (payment_id, amount_minor, currency, status, created_at, updated_at)
        select payment_id, refund_minor, 'NGN', 'refunded', canceled_at, canceled_at
        from orders where stage = 'canceled'`);
      await tx.execute(sql`
        insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
          reservation_time, guests, status)
        select gen_random_uuid(), 'Ada', 'Obi', 'b@example.com', '+2348000000000',
          (now() - (g::float8 / ${Math.ceil(orders / 10)}) * interval '365 days')::date, '20:00',
          1 + g % 6, (array['pending', 'confirmed', 'canceled'])[1 + g % 3]
        from generate_series(1, ${Math.ceil(orders / 10)}) g`);
    });
    // The triggers were off: the report's slices are computed once from the seeded rows.
    await db.execute(sql`select order_report_rebuild()`);
    await db.execute(sql`analyze`);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const service = createReportsService({ db, timeZone: ZONE });
  const range = presetRange('lastMonth', zonedNow(new Date(), ZONE).date);
  const times: number[] = [];
  let monthOrders = 0;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    const report = await service.report(range);
    const ms = performance.now() - started;
    monthOrders = report.summary.orders + report.summary.canceled;
    if (run >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  console.log(
    `Month report ${range.from}..${range.to} (${monthOrders.toLocaleString()} orders of ${orders.toLocaleString()}): p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms over ${RUNS} runs (target < 500 ms)`,
  );
  console.log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
