import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type BuiltApp, buildApp } from '@server/app';
import { testConfig } from '@server/config';
import { type Database, type Db, openDatabase } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import type { PaidOrderInput } from '@server/orders';
import { createPgEventBus } from '@server/platform/events';
import { createStaff } from '@server/seed/factories';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { asUser, openStream } from '@test/support/orders';
import { memoryTransport, TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Well inside the streams' own session check (each heartbeat, 25 s): only a re-check at once passes. */
const AT_ONCE_MS = 3000;

type Staff = Awaited<ReturnType<typeof createStaff>>;

async function signIn(app: BuiltApp, account: Staff) {
  const client = new TestClient(app, `10.80.0.${Math.floor(Math.random() * 200) + 1}`);
  const { email, password } = account;
  const response = await client.post('/api/auth/admin/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The open order views of `userId` recorded for the staff alerts. */
async function watchersOf(db: Db, userId: string) {
  const rows = await db.execute(
    sql`select count(*)::int as n from staff_watchers where kind = 'orders' and user_id = ${userId}`,
  );
  return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

/**
 * A role change or deactivation re-checks the person's open live streams at once, on every
 * instance: a kitchen member made host no longer hears the kitchen's events, and their closed
 * board no longer keeps the new-order alert mails back.
 */
function roleChangeCases(
  setup: () => { apps: [BuiltApp, BuiltApp]; urls: [string, string]; db: Db },
) {
  const order = (owner: Staff): PaidOrderInput => ({
    userId: owner.id,
    email: 'diner@example.com',
    customerName: 'Ada Obi',
    customerPhone: '+2348035550147',
    paymentId: randomUUID(),
    fulfilment: 'pickup',
    deliveryAddress: null,
    deliveryArea: null,
    deliveryDirections: null,
    note: null,
    lines: [{ dishId: null, mealName: 'Suya', mealImg: 'x.svg', unitPrice: 2500_00, quantity: 2 }],
    deliveryFeeMinor: 0,
    at: new Date(),
  });
  let owner: Staff;
  beforeAll(async () => {
    const { apps } = setup();
    owner = await createStaff(apps[0].services, 'owner');
    const view = await apps[0].services.settings.view();
    await apps[0].services.settings.update(
      {
        details: view.details,
        hours: view.hours,
        zones: view.zones,
        alerts: { newOrders: true, newBookings: false },
      },
      asUser(owner, 'owner'),
    );
  });

  it('ends a kitchen board at once when its cook is made host: no order.paid after, and new orders are mailed again', async () => {
    const { apps, urls, db } = setup();
    const cook = await createStaff(apps[0].services, 'kitchen');
    const board = await openStream(urls[1], '/api/admin/events', await signIn(apps[1], cook));
    expect(board.status).toBe(200);
    await until('the board is watching', async () => (await watchersOf(db, cook.id)) === 1);
    await apps[0].services.events.publish({ type: 'order.paid', userId: 'u', orderIds: ['TV-B4'] });
    await board.next((e) => e.orderIds.includes('TV-B4'));

    const ownerClient = await signIn(apps[0], owner);
    const demoted = await ownerClient.request('PATCH', `/api/admin/staff/${cook.id}`, {
      role: 'host',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await board.endsWithin(AT_ONCE_MS);
    await apps[0].services.events.publish({ type: 'order.paid', userId: 'u', orderIds: ['TV-AF'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(board.events.flatMap((e) => e.orderIds)).not.toContain('TV-AF');

    await until('the board is gone', async () => (await watchersOf(db, cook.id)) === 0);
    await db.delete(mailOutbox).where(eq(mailOutbox.kind, 'staff_new_order'));
    await db.transaction((tx) => apps[0].services.orders.recordPaid(tx, order(owner)));
    const mailed = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff_new_order'));
    expect(mailed.map((mail) => mail.to)).toContain(owner.email);
    // The browser's reconnect meets the permission guard with the new role.
    const again = await openStream(urls[1], '/api/admin/events', await signIn(apps[1], cook));
    expect(again.status).toBe(403);
  });

  it('ends the stream of a promoted or deactivated member too; a promoted one is let back in', async () => {
    const { apps, urls } = setup();
    const cook = await createStaff(apps[0].services, 'kitchen');
    const cookClient = await signIn(apps[1], cook);
    const ownerClient = await signIn(apps[0], owner);
    const board = await openStream(urls[1], '/api/admin/events', cookClient);
    expect(board.status).toBe(200);
    const promoted = await ownerClient.request('PATCH', `/api/admin/staff/${cook.id}`, {
      role: 'manager',
    });
    expect(promoted.statusCode).toBe(200);
    await board.endsWithin(AT_ONCE_MS);
    const again = await openStream(urls[1], '/api/admin/events', cookClient);
    expect(again.status).toBe(200);
    const off = await ownerClient.request('PATCH', `/api/admin/staff/${cook.id}`, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    await again.endsWithin(AT_ONCE_MS);
  });
}

describe.each(testDatabaseKinds())('staff live streams after a role change, on %s', (kind) => {
  let database: TestDatabase;
  let app: BuiltApp;
  let url = '';
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database: database.database,
      mailTransport: memoryTransport().transport,
      webRoot: null,
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.app.close();
    await database.dispose();
  });
  roleChangeCases(() => ({ apps: [app, app], urls: [url, url], db: database.database.db }));
});

/** The change made on one instance, the stream open on the other (LISTEN/NOTIFY between them). */
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'staff live streams after a role change on another instance, on %s',
  () => {
    let primary: TestDatabase;
    let second: Database;
    const apps: BuiltApp[] = [];
    const urls: string[] = [];
    beforeAll(async () => {
      primary = await createTestDatabase('postgres');
      second = await openDatabase({ url: primary.url, dataDir: 'memory' });
      for (const database of [primary.database, second]) {
        const events = createPgEventBus(database.pool!, { warn: () => {} }, { reconnectMs: 50 });
        await events.ready;
        const app = await buildApp({
          config: testConfig(),
          database,
          mailTransport: memoryTransport().transport,
          events,
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
    roleChangeCases(() => ({
      apps: apps as [BuiltApp, BuiltApp],
      urls: urls as [string, string],
      db: primary.database.db,
    }));
  },
);
