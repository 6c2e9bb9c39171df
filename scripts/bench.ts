/**
 * Load test of the public menu and the signed-in cart, next to a bare Fastify route, in one run.
 *
 *   node --import tsx scripts/bench.ts          (BENCH_SECONDS=5 BENCH_CONNECTIONS=50 by default)
 *
 * Starts the whole app in this process on a free port, on a fresh embedded PGlite database with
 * the demo data, signs the demo customer in (session cookie) with two dishes in the cart, and
 * measures each endpoint with autocannon (load generated in a worker thread, so it does not steal
 * the server's event loop). Each endpoint is measured right after a run of the bare route, and
 * compared with that run: a shared or busy machine then shifts both numbers alike instead of
 * skewing the ratio. `BENCH_ROUNDS=n` repeats each pair n times and reports the pair with the
 * median ratio (on a machine shared with other runs a single pair can be off by a factor of two).
 * Prints a markdown table and checks the targets:
 *   - public menu reads: at least half the bare route's requests per second;
 *   - signed-in cart read: p99 latency under 25 ms at 50 connections.
 * Exits with code 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, runMigrations } from '@server/db/client';
import { DEMO_CUSTOMER, seedDemoData } from '@server/seed/demo';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const MENU_RATIO_TARGET = 0.5;
const CART_P99_TARGET_MS = 25;
/** `BENCH_ONLY=cart,session`: measure only the endpoints whose name contains one of the words. */
const only = process.env.BENCH_ONLY?.toLowerCase()
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

interface Row {
  name: string;
  path: string;
  /** Requests per second of the bare route, measured just before this endpoint. */
  bareRps: number;
  /** Every round's ratio to the bare route (BENCH_ROUNDS), lowest first. */
  ratios: number[];
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Omit<Row, 'path' | 'bareRps' | 'ratios'>> {
  // A short warm-up first (JIT, caches, connection pools), then the measured run.
  await autocannon({ url, connections, duration: 1, headers, workers: 1 });
  const result = await autocannon({ url, connections, duration: seconds, headers, workers: 1 });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Signs the demo customer in the way the browser does (CSRF token, then login) and fills the cart. */
async function signIn(base: string): Promise<string> {
  const session = await fetch(`${base}/api/auth/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const csrfCookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: csrfCookie },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  if (!login.ok) throw new Error(`Demo sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = [csrfCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join(
    '; ',
  );

  const menu = (await (await fetch(`${base}/api/menu?category=Pizza`)).json()) as {
    items: { id: string }[];
  };
  for (const dish of menu.items.slice(0, 2)) {
    const added = await fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
      body: JSON.stringify({ dishId: dish.id }),
    });
    if (added.status !== 201) throw new Error(`Adding to the cart failed: ${added.status}`);
  }
  return cookie;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_TRANSPORT: 'outbox',
    PORT: '0',
  });
  const database = await openDatabase({ url: '', dataDir });
  await runMigrations(database);
  const { app, services } = await buildApp({ config, database, webRoot: null });
  await seedDemoData({ database, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  const base = `http://127.0.0.1:${address.port}`;

  // The reference: the same framework with nothing on top (no hooks, no database), same process.
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  if (!bareAddress || typeof bareAddress === 'string') throw new Error('No port');
  const bareUrl = `http://127.0.0.1:${bareAddress.port}/bare`;

  const cookie = await signIn(base);
  const rows: Row[] = [];
  const run = async (
    name: string,
    url: string,
    pathShown: string,
    headers?: Record<string, string>,
  ) => {
    if (only && !only.some((word) => name.toLowerCase().includes(word))) return;
    process.stderr.write(
      `measuring ${name} and the bare route (${seconds} s each at ${connections} connections, ${rounds} round(s))…\n`,
    );
    const pairs: Row[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const reference = await measure('Bare Fastify route', bareUrl);
      const measured = await measure(name, url, headers);
      pairs.push({ ...measured, path: pathShown, bareRps: reference.rps, ratios: [] });
    }
    const ratioOf = (r: Row) => r.rps / r.bareRps;
    pairs.sort((a, b) => ratioOf(a) - ratioOf(b));
    const median = pairs[Math.floor(pairs.length / 2)] as Row;
    // Failed answers of any round count, not only the median one's.
    const sum = (pick: (r: Row) => number) => pairs.reduce((total, r) => total + pick(r), 0);
    rows.push({
      ...median,
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
      ratios: pairs.map(ratioOf),
    });
  };
  try {
    await run('Menu: category', `${base}/api/menu?category=Pizza`, 'GET /api/menu?category=Pizza');
    await run('Menu: name search', `${base}/api/menu?search=pasta`, 'GET /api/menu?search=pasta');
    await run('Menu: categories', `${base}/api/menu/categories`, 'GET /api/menu/categories');
    await run('Cart (signed in)', `${base}/api/cart`, 'GET /api/cart', { cookie });
    // Reference: what every signed-in request pays before its handler runs (the session lookup).
    await run('Session check (signed in)', `${base}/api/auth/session`, 'GET /api/auth/session', {
      cookie,
    });
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${seconds} s per run, ${connections} connections, PGlite, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}${rounds > 1 ? `, the median of ${rounds} pairs` : ''}\n`,
  );
  console.log(
    '| Endpoint | Request | Req/s | p50 (ms) | p99 (ms) | Bare route req/s (run just before) | Ratio to bare | Non-2xx |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | \`${r.path}\` | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.bareRps)} | ${fmt(r.rps / r.bareRps, 2)} | ${r.non2xx + r.errors} |`,
    );
  }
  if (rounds > 1)
    for (const r of rows)
      console.log(
        `${r.name}: ratios of the ${rounds} pairs ${r.ratios.map((x) => fmt(x, 2)).join(', ')}`,
      );

  const failures: string[] = [];
  for (const r of rows) {
    if (r.non2xx + r.errors > 0)
      failures.push(`${r.name}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  }
  for (const r of rows.filter((x) => x.name.startsWith('Menu'))) {
    if (r.rps / r.bareRps < MENU_RATIO_TARGET)
      failures.push(
        `${r.name}: ${fmt(r.rps / r.bareRps, 2)} of the bare route (target ${MENU_RATIO_TARGET})`,
      );
  }
  const cart = rows.find((r) => r.name.startsWith('Cart'));
  if (cart && cart.p99 >= CART_P99_TARGET_MS)
    failures.push(`Cart: p99 ${cart.p99} ms (target < ${CART_P99_TARGET_MS} ms)`);
  console.log(
    failures.length === 0
      ? '\nAll targets met.'
      : `\nTargets missed:\n${failures.map((f) => `- ${f}`).join('\n')}`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
