import type { AddressInfo } from 'node:net';
import { type BuiltApp, buildApp } from '@server/app';
import { testConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import {
  createLocalEventBus,
  createPgEventBus,
  type DomainEvent,
  type PgEventBus,
} from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { openStream, seedPaidOrders } from '@test/support/orders';
import { memoryTransport, TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const quietLog = { warn: () => {} };

describe('the in-process event bus', () => {
  it('hands every event to every subscriber until it unsubscribes, and survives a failing one', async () => {
    const bus = createLocalEventBus();
    const heard: DomainEvent[] = [];
    bus.subscribe(() => {
      throw new Error('a broken listener');
    });
    const stop = bus.subscribe((e) => heard.push(e));
    const event: DomainEvent = { type: 'order.paid', userId: 'u1', orderIds: ['TV-AAAA'] };
    await bus.publish(event);
    stop();
    await bus.publish({ ...event, orderIds: ['TV-BBBB'] });
    expect(heard).toEqual([event]);
    await bus.close();
  });
});

/** Two server instances on one PostgreSQL database, each with its own LISTEN connection. */
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'live events across instances on %s',
  () => {
    let primary: TestDatabase;
    let second: Database;
    let buses: PgEventBus[];
    let apps: BuiltApp[];
    let urls: string[];

    beforeAll(async () => {
      primary = await createTestDatabase('postgres');
      second = await openDatabase({ url: primary.url, dataDir: 'memory' });
      buses = [primary.database, second].map((db) =>
        createPgEventBus(db.pool!, quietLog, { reconnectMs: 50 }),
      );
      await Promise.all(buses.map((bus) => bus.ready));
      apps = [];
      urls = [];
      for (const [i, database] of [primary.database, second].entries()) {
        const app = await buildApp({
          config: testConfig(),
          database,
          mailTransport: memoryTransport().transport,
          events: buses[i],
          webRoot: null,
        });
        await app.app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
        urls.push(`http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.app.close();
      await second.close();
      await primary.dispose();
    });

    async function signIn(
      app: BuiltApp,
      account: { email: string; password: string },
      path = '/api/auth/login',
    ) {
      const client = new TestClient(
        app,
        `10.9.${apps.indexOf(app)}.${Math.floor(Math.random() * 200)}`,
      );
      const response = await client.post(path, {
        email: account.email,
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      return client;
    }

    it("shows a delivery marked on instance 1 on the diner's screen served by instance 2", async () => {
      const [one, two] = apps as [BuiltApp, BuiltApp];
      const diner = await createCustomer(one.services);
      const admin = await signIn(one, await createAdmin(one.services), '/api/auth/admin/login');
      const dinerOnTwo = await signIn(two, diner);
      const { orderIds } = await seedPaidOrders(primary.database.db, {
        userId: diner.id,
        email: diner.email,
      });
      const stream = await openStream(urls[1]!, '/api/orders/events', dinerOnTwo);
      try {
        expect(stream.status).toBe(200);
        expect((await admin.post(`/api/admin/orders/${orderIds[0]}/deliver`)).statusCode).toBe(200);
        expect(await stream.next((e) => e.orderIds.includes(orderIds[0]!))).toEqual({
          type: 'order.delivered',
          orderIds: [orderIds[0]],
        });
      } finally {
        stream.close();
      }
    });

    it('delivers each event once to every instance, the publisher included, even when split into several notices', async () => {
      const heard: DomainEvent[][] = [[], []];
      // Only this test's event counts: a notice of the test before (its delivery) can still reach
      // one instance late on a loaded machine, each instance's listening backend being woken apart.
      const stops = buses.map((bus, i) =>
        bus.subscribe((e) => {
          if (e.userId === 'u-big') heard[i]!.push(e);
        }),
      );
      const orderIds = Array.from({ length: 1500 }, (_, i) => `TV-${String(i).padStart(10, '0')}`);
      await buses[0]!.publish({ type: 'order.paid', userId: 'u-big', orderIds });
      await expect
        .poll(() => heard.map((h) => h.flatMap((e) => e.orderIds).length), { timeout: 20_000 })
        .toEqual([1500, 1500]);
      for (const list of heard) {
        expect(list.length).toBeGreaterThan(1);
        expect(list.flatMap((e) => e.orderIds)).toEqual(orderIds);
      }
      for (const stop of stops) stop();
    });

    it('listens again after its connection is killed', async () => {
      const heard: DomainEvent[] = [];
      const stop = buses[1]!.subscribe((e) => heard.push(e));
      await primary.database.pool!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      const event: DomainEvent = {
        type: 'order.canceled',
        userId: 'u-re',
        orderIds: ['TV-AFTERKILL'],
      };
      // Publish until the re-established listener hears one (events sent while it is down go only to the others).
      await expect
        .poll(
          async () => {
            await buses[0]!.publish(event);
            return heard.some((e) => e.orderIds[0] === 'TV-AFTERKILL');
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
      stop();
    });
  },
);
