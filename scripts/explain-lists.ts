/**
 * The plans of every paged list on PostgreSQL with many rows: not a timed test.
 *
 *   EXPLAIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run explain:lists
 *   (EXPLAIN_ORDERS=300000 EXPLAIN_RESERVATIONS=100000 by default)
 *
 * Creates a scratch database beside the one named, migrates it, fills it with one
 * `insert … select generate_series` per table (ties on every timestamp), then runs each list's
 * first page and a deep page (a cursor near the end) through the repositories while recording
 * `EXPLAIN (ANALYZE)` of every statement they send. Prints, per list and page, the indexes used,
 * whether any Seq Scan or Sort appeared, and the execution time; exits non-zero on a Seq Scan of
 * orders or reservations, or a Sort, in a page query.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, runMigrations } from '@server/db/client';
import type { KeysetPage } from '@server/db/keyset';
import { createOrdersRepository } from '@server/orders/repository';
import { createReservationsRepository } from '@server/reservations/repository';
import { insertOrders, insertReservations, insertUser } from '@test/support/keyset';
import pg from 'pg';

const adminUrl = process.env.EXPLAIN_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Set EXPLAIN_DATABASE_URL to a PostgreSQL server.');
const ORDERS = Number(process.env.EXPLAIN_ORDERS ?? 300_000);
const RESERVATIONS = Number(process.env.EXPLAIN_RESERVATIONS ?? 100_000);

const name = `tavola_explain_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), dataDir: 'memory' });
const pool = database.pool as pg.Pool;

/** While set, every select the app sends is also explained, its plan kept here. */
let plans: Array<{ text: string; plan: string[] }> | null = null;
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
(pool as unknown as { query: unknown }).query = async (config: unknown, values?: unknown) => {
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const params = values ?? (config as { values?: unknown }).values;
  if (plans && /^\s*select/i.test(text)) {
    const plan = await query({ text: `explain (analyze, costs off) ${text}`, values: params });
    plans.push({ text, plan: plan.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '') });
  }
  return query(config, values);
};

try {
  await runMigrations(database);
  const db = database.db;
  const diner = await insertUser(db, 'deep@example.com');
  const base = new Date('2026-06-15T12:00:00Z');
  console.log(`Filling ${ORDERS} orders and ${RESERVATIONS} reservations...`);
  // One heavy diner (a tenth of the orders) and the rest spread over others.
  await insertOrders(db, { count: ORDERS / 10, userId: diner, base, tag: 'D' });
  const other = await insertUser(db, 'crowd@example.com');
  await insertOrders(db, {
    count: ORDERS - ORDERS / 10,
    userId: other,
    base,
    tag: 'E',
    offset: ORDERS,
  });
  await insertReservations(db, { count: RESERVATIONS, userId: diner, today: '2026-06-15' });
  await pool.query('analyze');

  const orders = createOrdersRepository(db);
  const reservations = createReservationsRepository(db);
  const all = { statuses: ['paid', 'delivered'] as const, createdSince: null, search: '' };
  type Fetch = (cursor?: string) => Promise<KeysetPage<unknown>>;
  const rq = (cursor?: string) => ({ cursor, pageSize: 4 });
  const rr = (cursor?: string) => ({ cursor, pageSize: 4, today: '2026-06-15' });
  const lists: Record<string, Fetch> = {
    'admin orders': (c) => orders.listForAdmin({ ...all, statuses: [...all.statuses] }, rq(c)),
    'admin not delivered': (c) => orders.listForAdmin({ ...all, statuses: ['paid'] }, rq(c)),
    'admin stage accepted': (c) =>
      orders.listForAdmin({ ...all, statuses: ['paid', 'delivered'], stages: ['accepted'] }, rq(c)),
    'admin search "diner12"': (c) =>
      orders.listForAdmin({ ...all, statuses: ['paid', 'delivered'], search: 'diner12' }, rq(c)),
    'admin search "#1042"': (c) =>
      orders.listForAdmin({ ...all, statuses: ['paid', 'delivered'], search: '#1042' }, rq(c)),
    'admin search "zq" (prefix)': (c) =>
      orders.listForAdmin({ ...all, statuses: ['paid', 'delivered'], search: 'zq' }, rq(c)),
    delivered: (c) => orders.listDelivered(rq(c)),
    canceled: (c) => orders.listCanceled(rq(c)),
    'diner present': (c) => orders.listPresent(diner, rq(c)),
    'diner past': (c) => orders.listPast(diner, rq(c)),
    'reservations all': (c) => reservations.listAll(null, rr(c)),
    'reservations confirmed': (c) => reservations.listAll('confirmed', rr(c)),
    'reservations mine': (c) => reservations.listForUser(diner, rr(c)),
  };

  let misses = 0;
  const timeOf = (plan: string[]) =>
    Number(
      plan.find((l) => l.startsWith('Execution Time'))?.replace(/[^\d.]+([\d.]+).*/, '$1') ?? 0,
    );
  const report = (list: string, page: string, recorded: NonNullable<typeof plans>) => {
    // The page's own statement; the bounded count (stops at 10,001 rows) and the lines of the
    // four orders shown are timed but not judged.
    const count = recorded.find((r) => r.text.includes('count(*)'));
    const rows = recorded.find(
      (r) => !r.text.includes('count(*)') && !/from "order_lines"/.test(r.text.slice(0, 400)),
    );
    const lines = rows?.plan ?? [];
    const indexes = [...new Set(lines.flatMap((l) => l.match(/using (\w+)/gi) ?? []))]
      .map((u) => u.slice(6))
      .join(', ');
    const seq = lines.some((l) => /Seq Scan on (orders|reservations)\b/.test(l));
    const sort = lines.some((l) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(l));
    if (seq || sort) misses += 1;
    const verdict = (seq ? 'SEQ SCAN ' : '') + (sort ? 'SORT ' : '') || 'index only';
    console.log(
      `| ${list} | ${page} | ${verdict} | ${timeOf(lines).toFixed(2)} | ${count ? timeOf(count.plan).toFixed(2) : '-'} | ${indexes} |`,
    );
    if (process.env.EXPLAIN_VERBOSE)
      console.log(recorded.map((r) => r.plan.join('\n')).join('\n--\n'));
  };
  console.log('| list | page | plan | page ms | count ms | indexes |\n|---|---|---|---|---|---|');
  for (const [list, fetch] of Object.entries(lists)) {
    plans = [];
    const page = await fetch();
    report(list, 'first', plans);
    plans = null;
    const deep = page.next ? await deepCursor(list, page.next) : null;
    if (deep) {
      plans = [];
      await fetch(deep);
      report(list, 'deep', plans);
      plans = null;
    }
  }
  console.log(
    misses ? `${misses} plan(s) scan or sort a whole table` : 'Every list reads an index',
  );
  process.exitCode = misses ? 1 : 0;
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * The cursor `next` moved to a row 95% down the list (found by a plain OFFSET query here, in the
 * script only), so the page after it is as deep as a reader could go.
 */
async function deepCursor(list: string, next: string): Promise<string | null> {
  const us = (c: string) => `(extract(epoch from ${c}) * 1000000)::bigint::text`;
  const finished = 'coalesce(canceled_at, delivered_at, created_at)';
  const o = (where: string, key: string) =>
    `select ${us(key)} as a, id::text as b from orders where ${where} order by ${key} desc, id desc`;
  const r = (where: string) =>
    `select reservation_date::text as a, reservation_time as b, ${us('created_at')} as c, id::text as d
     from reservations where ${where} and reservation_date < '2026-06-15'
     order by reservation_date desc, reservation_time desc, created_at desc, id desc`;
  const sqlOf: Record<string, [string, number]> = {
    'admin orders': [o("status in ('paid','delivered')", 'created_at'), 0],
    'admin not delivered': [o("status = 'paid'", 'created_at'), 0],
    'admin stage accepted': [o("stage = 'accepted'", 'created_at'), 0],
    delivered: [o("status = 'delivered'", 'delivered_at'), 0],
    canceled: [o("status = 'canceled'", 'canceled_at'), 0],
    'diner present': [o("user_id = $1 and status in ('paid','delivered')", 'created_at'), 0],
    'diner past': [o("user_id = $1 and status in ('delivered','canceled')", finished), 0],
    'reservations all': [r('true'), 1],
    'reservations confirmed': [r("status = 'confirmed'"), 1],
    'reservations mine': [r('user_id = $1'), 1],
  };
  const found = sqlOf[list];
  if (!found) return null;
  const [text, segment] = found;
  const userId = (await query({ text: "select id from users where email = 'deep@example.com'" }))
    .rows[0].id;
  const count = Number(
    (
      await query({
        text: `select count(*) as n from (${text}) s`,
        values: text.includes('$1') ? [userId] : [],
      })
    ).rows[0].n,
  );
  const at = Math.floor(count * 0.95);
  const row = (
    await query({
      text: `${text} offset ${at} limit 1`,
      values: text.includes('$1') ? [userId] : [],
    })
  ).rows[0] as Record<string, string>;
  const payload = JSON.parse(Buffer.from(next, 'base64url').toString('utf8'));
  payload.s = segment;
  payload.k = Object.values(row);
  payload.p = at + 1;
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}
