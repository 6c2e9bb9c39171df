/**
 * npm run bench:embedded: the public menu's throughput on the embedded database, idle and while an
 * admin pages deeply through the orders (with PGlite inside the server's event loop, the menu
 * falls from 26,873 to 94 req/s at 100k orders; hence its own process).
 *
 *   npm run build && npm run bench:embedded      BENCH_ORDERS=100000 BENCH_SECONDS=10
 *   BENCH_CONNECTIONS=10 BENCH_ADMINS=2 BENCH_PORT=3500 to change
 *
 * Seeds BENCH_ORDERS orders (one line each, SQL generate_series, foreign keys not checked) into a
 * fresh data folder, starts the built server on it as production runs it (npm start's bundle), then
 * measures GET /api/menu?category=Pizza with autocannon: alone, and with BENCH_ADMINS admins each requesting the
 * deepest orders page (page 10,000) back to back. Prints both and their ratio (the target:
 * the menu keeps at least half its idle throughput). Figures, not a test: nothing fails on them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, runMigrations } from '@server/db/client';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startServer } from './lib/server';

const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const admins = Number(process.env.BENCH_ADMINS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3500);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
/** The admins walk the order list by its `next` cursors (keyset pages), back to the first at the end. */
const DEEP_PAGE = '/api/admin/orders';

async function seed(dataDir: string) {
  const database = await openDatabase({ url: '', dataDir });
  await runMigrations(database);
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into orders (order_id, user_id, email, customer_name, customer_phone, payment_id,
        fulfilment, delivery_address, delivery_phone, subtotal_minor, delivery_fee_minor,
        total_minor, stage, created_at)
      select 'BENCH-' || g, gen_random_uuid(), 'diner' || (g % 10000) || '@example.com',
        'Diner ' || (g % 10000), '+2348000000000', gen_random_uuid(), 'delivery',
        '1 Bench Road, Lagos', '+2348000000000', 5000, 1000, 6000,
        (array['new', 'completed', 'canceled'])[1 + g % 3], now() - make_interval(mins => g)
      from generate_series(1, ${orders}) g`);
    await tx.execute(sql`
      insert into order_lines (order_id, position, name, image, unit_price_minor, quantity,
        line_total_minor)
      select id, 1, 'Margherita', 'margherita.svg', 2500, 2, 5000 from orders`);
  });
  await db.execute(sql`analyze`);
  await database.close();
}

async function signInAdmin(base: string): Promise<string> {
  const session = await fetch(`${base}/api/auth/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const jar = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const login = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: jar },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookies = [jar, ...login.headers.getSetCookie().map((c) => c.split(';')[0])];
  return cookies.join('; ');
}

/** Admins requesting the deepest page one after another until `stop` resolves. */
async function pageDeeply(base: string, cookie: string, stop: Promise<void>) {
  const times: number[] = [];
  let statuses = new Map<number, number>();
  let done = false;
  void stop.then(() => {
    done = true;
  });
  const admin = async () => {
    let cursor: string | null = null;
    while (!done) {
      const started = performance.now();
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const response = await fetch(`${base}${DEEP_PAGE}${query}`, { headers: { cookie } });
      const body = (await response.json().catch(() => ({}))) as { next?: string | null };
      cursor = body.next ?? null;
      times.push(performance.now() - started);
      statuses = statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: admins }, admin));
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return {
    count: times.length,
    p50: at(0.5),
    p99: at(0.99),
    statuses: Object.fromEntries(statuses),
  };
}

async function menu(base: string) {
  const url = `${base}/api/menu?category=Pizza`;
  await autocannon({ url, connections, duration: 2, workers: 1 });
  const r = await autocannon({ url, connections, duration: seconds, workers: 1 });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-bench-embedded-'));
try {
  console.log(`Seeding ${orders.toLocaleString('en')} orders into ${dataDir} ...`);
  await seed(dataDir);
  const server = await startServer({
    port,
    dataDir,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RESTAURANT_HOURS: 'always' },
  });
  try {
    const cookie = await signInAdmin(server.url);
    const idle = await menu(server.url);
    let finish: () => void = () => {};
    const stop = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const paging = pageDeeply(server.url, cookie, stop);
    const busy = await menu(server.url);
    finish();
    const admin = await paging;
    console.log(
      `\n${orders.toLocaleString('en')} orders, PGlite, ${connections} menu connections, ${admins} admins on ${DEEP_PAGE}, ${seconds} s runs`,
    );
    console.log(
      `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)}, Node ${process.version}\n`,
    );
    console.log('| | menu req/s | menu p99 ms | menu non-2xx |');
    console.log('|---|---:|---:|---:|');
    console.log(`| menu alone | ${idle.rps} | ${idle.p99} | ${idle.non2xx} |`);
    console.log(`| menu while admins page | ${busy.rps} | ${busy.p99} | ${busy.non2xx} |`);
    console.log(
      `\nThe menu keeps ${((100 * busy.rps) / Math.max(1, idle.rps)).toFixed(0)}% of its idle throughput.`,
    );
    console.log(
      `Admin deep page: ${admin.count} answers, p50 ${admin.p50} ms, p99 ${admin.p99} ms, statuses ${JSON.stringify(admin.statuses)}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
