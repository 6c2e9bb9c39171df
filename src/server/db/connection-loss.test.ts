import type { AddressInfo } from 'node:net';
import { EVENTS_CHANNEL } from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { openStream, seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME } from './client';

/**
 * PostgreSQL ends connections on its own: a restart, a failover, an idle timeout, an operator's
 * pg_terminate_backend. Each must fail only the requests that were using the connection (503, or
 * answered after a retry when the statement only read), never the process; the pool makes new
 * connections and the live-update listener listens again.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a dropped PostgreSQL connection', () => {
  let t: TestApp;
  let operator: pg.Client;
  /** Holds the lock: in its transaction, pg_stat_activity would keep showing one snapshot. */
  let locker: pg.Client;
  let baseUrl: string;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    t = await createTestApp('postgres');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    operator = new pg.Client({ connectionString: t.db.url });
    locker = new pg.Client({ connectionString: t.db.url });
    await Promise.all([operator.connect(), locker.connect()]);
  });

  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    await operator?.end();
    await locker?.end();
    await t?.close();
  });

  /** The app's connections to its database (the listener's included). */
  const appBackends = async (where = 'true') =>
    (
      await operator.query<{ pid: number; query: string }>(
        `select pid, query from pg_stat_activity
         where datname = current_database() and application_name = $1 and ${where}`,
        [APPLICATION_NAME],
      )
    ).rows;
  const listening = async () => (await appBackends(`query ilike 'LISTEN%'`)).length === 1;
  /** Both the audit log's page and its new entry wait for the operator's lock. */
  const bothWaiting = async () => {
    const waiting = (await appBackends(`wait_event_type = 'Lock'`)).map((b) => b.query);
    return (
      waiting.some((query) => query.startsWith('insert into "audit_log"')) &&
      waiting.some((query) => /^select .* from "audit_log" order by/.test(query))
    );
  };

  /** Clients reading in a loop until stopped, and every status they got. */
  function readLoad(clients: Array<{ client: TestClient; url: string }>) {
    const statuses: number[] = [];
    let running = true;
    const loops = clients.map(async ({ client, url }) => {
      while (running) statuses.push((await client.get(url)).statusCode);
    });
    return {
      statuses,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  /**
   * A back-office read and a write (its transaction at its audit entry, the order's row already
   * changed) wait on the operator's lock, each holding its connection, when every connection of
   * the app is terminated. The read is sent again on a new connection; the write is refused and
   * rolled back by the database, and the owner's next click makes it.
   */
  async function terminateWhileBusy(admin: TestClient, orderId: string) {
    await locker.query('begin');
    await locker.query('lock table audit_log in access exclusive mode');
    const read = admin.get('/api/admin/audit');
    const write = admin.post(`/api/admin/orders/${orderId}/deliver`);
    await expect.poll(bothWaiting, { timeout: 4000 }).toBe(true);
    const backends = await appBackends();
    expect(backends.some((backend) => /^LISTEN/i.test(backend.query))).toBe(true);
    await operator.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
      backends.map((backend) => backend.pid),
    ]);
    await locker.query('rollback');
    expect((await read).statusCode).toBe(200);
    expect((await write).statusCode).toBe(503);
    const again = await admin.post(`/api/admin/orders/${orderId}/deliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().alreadyDelivered).toBe(false);
    await expect.poll(listening, { timeout: 10_000 }).toBe(true);
  }

  it('fails only the requests that used it, keeps serving, and live updates resume', async () => {
    const diner = await createCustomer(t.services);
    const dinerClient = await signedIn(t, diner);
    const admin = await signedIn(t, await createAdmin(t.services), 'admin');
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const seeded = await seedPaidOrders(t.db.database.db, {
        userId: diner.id,
        email: diner.email,
      });
      orderIds.push(seeded.orderId);
    }
    await expect.poll(listening, { timeout: 10_000 }).toBe(true);
    const stream = await openStream(baseUrl, '/api/orders/events', dinerClient);
    expect(stream.status).toBe(200);

    const load = readLoad([
      { client: dinerClient, url: '/api/orders/past' },
      { client: admin, url: '/api/admin/orders' },
      { client: admin, url: '/api/admin/orders/delivered' },
    ]);
    try {
      for (const orderId of orderIds) await terminateWhileBusy(admin, orderId);
    } finally {
      await load.stop();
    }
    // A request on a terminated connection is refused with 503 at worst, never a 500.
    expect(load.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(uncaught).toEqual([]);
    for (const url of ['/api/orders/past', '/api/cart'])
      expect((await dinerClient.get(url)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/orders')).statusCode).toBe(200);

    // The stream opened before stayed open: it got this instance's deliveries, and a notice from
    // another instance, which only the re-established LISTEN can hear.
    await stream.next((e) => e.orderIds.includes(orderIds.at(-1)!));
    const delivered = stream.events.filter((e) => e.type === 'order.delivered');
    expect(delivered.flatMap((e) => e.orderIds)).toEqual(expect.arrayContaining(orderIds));
    const elsewhere = { type: 'order.stage', userId: diner.id, orderIds: ['TV-ELSEWHERE'] };
    await operator.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(elsewhere)]);
    expect(await stream.next((e) => e.orderIds.includes('TV-ELSEWHERE'))).toBeTruthy();
    stream.close();
  }, 30_000);
});
