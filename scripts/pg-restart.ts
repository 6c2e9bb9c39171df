/**
 * The server across a full PostgreSQL restart: not run in CI, whose PostgreSQL other jobs share.
 *
 *   node --import tsx scripts/pg-restart.ts
 *
 *   RESTART_DATABASE_URL  the server to use (default postgres://postgres@127.0.0.1:5432/test); a
 *                         scratch database is made on it and dropped at the end
 *   RESTART_COMMAND       how to restart it (default `pg_ctlcluster 15 main restart`)
 *   RESTARTS              how many times (default 3)
 *
 * Starts the app on that database (listening, with its LISTEN connection), keeps a diner and the
 * owner reading while PostgreSQL restarts, and after each restart waits for: reads answered again,
 * the listener back, an order marked delivered reaching the diner's open live stream, and a notice
 * from another connection reaching it too (only the re-established LISTEN can hear that one).
 * While it is down a request may be answered 503, never 500, and the process must not see an
 * uncaught error. Prints the statuses it counted; exits non-zero when any of that fails.
 */
import { exec } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { APPLICATION_NAME } from '@server/db/client';
import { EVENTS_CHANNEL } from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { openStream, seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestClient } from '@test/support/test-app';
import pg from 'pg';

const adminUrl = process.env.RESTART_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const restartCommand = process.env.RESTART_COMMAND ?? 'pg_ctlcluster 15 main restart';
const RESTARTS = Number(process.env.RESTARTS ?? 3);
const RECOVERY_MS = 60_000;

const uncaught: unknown[] = [];
process.on('uncaughtException', (error) => {
  uncaught.push(error);
  console.error('uncaught:', error);
});
process.on('unhandledRejection', (error) => {
  uncaught.push(error);
  console.error('unhandled rejection:', error);
});

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it holds or the recovery time is over; false then. */
async function eventually(probe: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + RECOVERY_MS;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return true;
    await sleep(200);
  }
  return false;
}

/** One short-lived connection per question: the server restarts under any that stays open. */
async function ask<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

process.env.TEST_DATABASE_URL = adminUrl;
const t = await createTestApp('postgres');
await t.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const listening = async () =>
  (
    await ask(
      t.db.url,
      `select 1 from pg_stat_activity where datname = current_database()
       and application_name = $1 and query ilike 'LISTEN%'`,
      [APPLICATION_NAME],
    )
  ).length === 1;

const statuses = new Map<number, number>();
let reading = true;
function readLoop(client: TestClient, url: string) {
  return (async () => {
    while (reading) {
      const status = (await client.get(url)).statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200) await sleep(50);
    }
  })();
}

try {
  const diner = await createCustomer(t.services);
  const dinerClient = await signedIn(t, diner);
  const admin = await signedIn(t, await createAdmin(t.services), 'admin');
  const orderIds: string[] = [];
  for (let i = 0; i < RESTARTS; i += 1)
    orderIds.push(
      (await seedPaidOrders(t.db.database.db, { userId: diner.id, email: diner.email })).orderId,
    );
  check(await eventually(listening), 'the app listens for live updates');
  const stream = await openStream(baseUrl, '/api/orders/events', dinerClient);
  check(stream.status === 200, 'the live stream is open');
  const loops = [
    readLoop(dinerClient, '/api/orders/past'),
    readLoop(admin, '/api/admin/orders'),
    readLoop(admin, '/api/admin/audit'),
  ];

  for (const [round, orderId] of orderIds.entries()) {
    await sleep(500);
    const started = Date.now();
    // Not execSync: the readers carry on (and meet the database gone) while it restarts.
    await promisify(exec)(restartCommand);
    console.log(`restart ${round + 1}: ${Date.now() - started} ms`);
    check(
      await eventually(async () => (await admin.get('/api/admin/orders')).statusCode === 200),
      `restart ${round + 1}: the back office reads again`,
    );
    check(await eventually(listening), `restart ${round + 1}: the listener is back`);
    check(
      await eventually(
        async () => (await admin.post(`/api/admin/orders/${orderId}/deliver`)).statusCode === 200,
      ),
      `restart ${round + 1}: an order can be marked delivered`,
    );
    const heard = await stream
      .next((e) => e.orderIds.includes(orderId), 10_000)
      .then(
        () => true,
        () => false,
      );
    check(heard, `restart ${round + 1}: the delivery reached the open stream`);
    const marker = `TV-RESTART-${round + 1}`;
    const notice = { type: 'order.stage', userId: diner.id, orderIds: [marker] };
    await ask(t.db.url, 'select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(notice)]);
    const relayed = await stream
      .next((e) => e.orderIds.includes(marker), 10_000)
      .then(
        () => true,
        () => false,
      );
    check(relayed, `restart ${round + 1}: another connection's notice reached the stream`);
  }
  reading = false;
  await Promise.all(loops);
  stream.close();
  const delivered = stream.events.filter((e) => e.type === 'order.delivered');
  const heardIds = new Set(delivered.flatMap((e) => e.orderIds));
  check(
    orderIds.every((id) => heardIds.has(id)),
    'every delivery was heard',
  );
} finally {
  reading = false;
  await t.close().catch((error) => console.error('closing:', error));
}

const counted = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
console.log(`statuses while PostgreSQL restarted: ${counted.join(', ')}`);
check(
  [...statuses.keys()].every((s) => s === 200 || s === 503),
  'every answer was 200 or 503',
);
check(uncaught.length === 0, 'no uncaught error');
process.exit(failures.length > 0 ? 1 : 0);
