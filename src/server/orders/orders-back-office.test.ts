import { testConfig } from '@server/config';
import { createLocalEventBus } from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import type { PublicUser } from '@shared/schemas/auth';
import { testDatabaseKinds } from '@test/support/databases';
import { fakePayments, seedPaidOrders } from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrdersDomain } from '.';
import { searchLookup } from './lists';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('back-office order lists on %s', (kind) => {
  let t: TestApp;
  const now = new Date('2026-06-15T12:00:00Z');
  let service: ReturnType<typeof createOrdersDomain>['service'];
  const placed: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = createOrdersDomain({
      db: t.db.database.db,
      config: testConfig(),
      mail: t.services.mail,
      limiter: t.services.limiter,
      links: t.services.links,
      log: t.app.log,
      payments: fakePayments().gateway,
      events: createLocalEventBus(),
      clock: () => now,
    }).service;
    const diner = await createCustomer(t.services);
    const admin = await createAdmin(t.services);
    const ages: Record<string, number> = {
      hourOld: 1 * HOUR,
      dayAndHalf: 36 * HOUR,
      sixDays: 6 * DAY,
      twentyDays: 20 * DAY,
      fortyDays: 40 * DAY,
      halfYear: 180 * DAY,
      twoYears: 730 * DAY,
      canceledRecent: 2 * HOUR,
    };
    for (const [name, age] of Object.entries(ages)) {
      const { orderIds } = await seedPaidOrders(t.db.database.db, {
        userId: diner.id,
        email: diner.email,
        at: new Date(now.getTime() - age),
        lines: [{ mealName: name, unitPrice: 1000_00, quantity: 1 }],
      });
      placed[name] = orderIds[0]!;
    }
    const adminUser: PublicUser = {
      id: admin.id,
      email: admin.email,
      username: 'Admin',
      role: 'owner',
      emailVerified: true,
    };
    await service.markDelivered(adminUser, placed.sixDays!);
    await service.markDelivered(adminUser, placed.halfYear!);
    await service.cancel(
      { id: diner.id, email: diner.email, username: 'd', role: 'customer', emailVerified: true },
      placed.canceledRecent!,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const all = async (filter: Parameters<typeof service.listForAdmin>[0]['filter'], search = '') => {
    const names = Object.fromEntries(Object.entries(placed).map(([k, v]) => [v, k]));
    const found: string[] = [];
    for (let cursor: string | undefined; ; ) {
      const result = await service.listForAdmin({ filter, search, cursor });
      found.push(...result.items.map((o) => names[o.orderId] ?? o.orderId));
      if (!result.next) break;
      cursor = result.next;
    }
    return found;
  };

  it('filters on the server: every filter returns exactly its orders, newest first', async () => {
    expect(await all('all')).toEqual([
      'hourOld',
      'dayAndHalf',
      'sixDays',
      'twentyDays',
      'fortyDays',
      'halfYear',
      'twoYears',
    ]);
    expect(await all('newest')).toEqual(['hourOld']);
    expect(await all('7d')).toEqual(['hourOld', 'dayAndHalf', 'sixDays']);
    expect(await all('1m')).toEqual(['hourOld', 'dayAndHalf', 'sixDays', 'twentyDays']);
    expect(await all('1y')).toEqual([
      'hourOld',
      'dayAndHalf',
      'sixDays',
      'twentyDays',
      'fortyDays',
      'halfYear',
    ]);
    expect(await all('delivered')).toEqual(['sixDays', 'halfYear']);
    expect(await all('not-delivered')).toEqual([
      'hourOld',
      'dayAndHalf',
      'twentyDays',
      'fortyDays',
      'twoYears',
    ]);
  });

  it('pages by 4', async () => {
    const first = await service.listForAdmin({ filter: 'all', search: '' });
    expect(first).toMatchObject({
      start: 1,
      pageSize: 4,
      total: 7,
      totalCapped: false,
      prev: null,
    });
    expect(first.items).toHaveLength(4);
    const second = await service.listForAdmin({ filter: 'all', search: '', cursor: first.next! });
    expect(second).toMatchObject({ start: 5, next: null });
    expect(second.items).toHaveLength(3);
    const back = await service.listForAdmin({ filter: 'all', search: '', cursor: second.prev! });
    expect(back.items.map((o) => o.orderId)).toEqual(first.items.map((o) => o.orderId));
  });

  it('searches order ids case-insensitively by any part, canceled ones included, wildcards taken literally', async () => {
    const id = placed.twentyDays!;
    expect(await all('all', id.slice(3, 9).toLowerCase())).toEqual(['twentyDays']);
    expect(await all('all', id)).toEqual(['twentyDays']);
    expect(await all('all', placed.canceledRecent!.toLowerCase())).toEqual(['canceledRecent']);
    // The search narrows the filter: this order is not delivered.
    expect(await all('delivered', id)).toEqual([]);
    expect(await all('all', 'TV-%')).toEqual([]);
    expect(await all('all', 'zz_no_such')).toEqual([]);
    // Every order id starts with TV-: the plain prefix finds them all (and the canceled one).
    expect(await all('all', 'tv-')).toHaveLength(8);
    // One or two characters: a prefix (no trigram to look up), still case-insensitive.
    expect(await all('all', 'tV')).toHaveLength(8);
    expect(await all('all', 'v-')).toEqual([]);
  });

  it('searches e-mails by any part, and an address with its @ from its start (on its btree index)', async () => {
    const email = (await t.db.database.db.execute(
      sql`select email from orders limit 1`,
    )) as unknown as { rows: Array<{ email: string }> };
    const address = email.rows[0]!.email; // diner-xxxxxxxx@example.com, every order's
    const local = address.slice(0, address.indexOf('@'));
    expect(await all('all', address.toUpperCase())).toHaveLength(8);
    expect(await all('all', `${local}@`)).toHaveLength(8);
    expect(await all('all', `${local}@exam`)).toHaveLength(8);
    // Without an @: a substring anywhere, as before.
    expect(await all('all', local.slice(3))).toHaveLength(8);
    // With an @, only from the start: a piece cut out of the middle finds nothing.
    expect(await all('all', address.slice(2))).toEqual([]);
    expect(await all('all', `${local}@other.example`)).toEqual([]);
  });

  it('searches names by any part; a term with a space reads the names alone', async () => {
    // Every order here is Ada Obi's.
    expect(await all('all', 'ada obi')).toHaveLength(8);
    expect(await all('all', 'a O')).toHaveLength(8);
    expect(await all('all', 'OBI')).toHaveLength(8);
    expect(await all('all', 'Ada Obu')).toEqual([]);
    // Order ids and e-mail addresses have no spaces: their indexes are not read for such a term.
    // The term is looked up among the distinct names, their orders then by the name's btree.
    const { sql: lookup } = new PgDialect().sqlToQuery(searchLookup('Ngozi Bruno'));
    expect(lookup).toContain('"order_names"."name" like lower(');
    expect(lookup).toContain('lower("orders"."customer_name") = any(');
    expect(lookup).not.toMatch(/order_id|email|union/);
  });

  it('lists delivered (latest delivery first) and canceled orders, and sums the dashboard', async () => {
    const delivered = await service.listDelivered(undefined);
    expect(delivered.items.map((o) => o.orderId).sort()).toEqual(
      [placed.sixDays, placed.halfYear].sort(),
    );
    const canceled = await service.listCanceled(undefined);
    expect(canceled.items.map((o) => o.orderId)).toEqual([placed.canceledRecent]);
    expect(canceled.items[0]).toMatchObject({
      refundStatus: 'refunded',
      canceledAt: now.toISOString(),
    });

    const dashboard = await service.dashboard();
    expect(dashboard.totals).toMatchObject({
      orders: 7,
      delivered: 2,
      // Revenue: each order's dish and its 500 delivery fee.
      revenueMinor: 7 * (1000_00 + 500_00),
      refundsPending: 0,
    });
    expect(dashboard.sales).toHaveLength(30);
    expect(dashboard.sales.at(-1)?.date).toBe('2026-06-15');
    // Within the last 30 days: the hour-old (today), the 36-hour-old, the 6-day and the 20-day order.
    expect(dashboard.sales.reduce((sum, d) => sum + d.orders, 0)).toBe(4);
    expect(dashboard.sales.find((d) => d.date === '2026-06-15')).toMatchObject({
      orders: 1,
      revenueMinor: 1000_00 + 500_00,
    });
    expect(dashboard.sales.find((d) => d.date === '2026-06-09')).toMatchObject({
      orders: 1,
      revenueMinor: 1000_00 + 500_00,
    });
    expect(dashboard.recentCanceled.map((o) => o.orderId)).toEqual([placed.canceledRecent]);
  });
});
