import { testConfig } from '@server/config';
import { createLocalEventBus } from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { type AdminOrdersQuery, adminOrdersQuerySchema } from '@shared/admin';
import type { PublicUser } from '@shared/schemas/auth';
import { testDatabaseKinds } from '@test/support/databases';
import { fakePayments, seedPaidOrders } from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrdersDomain } from '.';

/**
 * The back office's stage, fulfilment and date filters, in a zone with a DST change: London moved
 * its clocks forward at 01:00 UTC on 2026-03-29, so that restaurant day lasts 23 hours.
 */
describe.each(testDatabaseKinds())('admin order filters on %s', (kind) => {
  let t: TestApp;
  let service: ReturnType<typeof createOrdersDomain>['service'];
  const placed: Record<string, string> = {};
  const names: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = createOrdersDomain({
      db: t.db.database.db,
      config: testConfig({ RESTAURANT_TIMEZONE: 'Europe/London' }),
      mail: t.services.mail,
      limiter: t.services.limiter,
      links: t.services.links,
      log: t.app.log,
      payments: fakePayments().gateway,
      events: createLocalEventBus(),
      clock: () => new Date('2026-04-01T12:00:00Z'),
    }).service;
    const diner = await createCustomer(t.services);
    const admin = await createAdmin(t.services);
    const orders = {
      // 23:30 GMT on the 28th.
      lateOn28: ['2026-03-28T23:30:00Z', 'delivery'],
      // 00:30 GMT on the 29th, before the clocks go forward.
      earlyOn29: ['2026-03-29T00:30:00Z', 'pickup'],
      // 23:30 BST on the 29th (22:30 UTC).
      lateOn29: ['2026-03-29T22:30:00Z', 'pickup'],
      // 00:30 BST on the 30th, though still the 29th in UTC.
      earlyOn30: ['2026-03-29T23:30:00Z', 'delivery'],
    } as const;
    for (const [name, [at, fulfilment]] of Object.entries(orders)) {
      const { orderIds } = await seedPaidOrders(t.db.database.db, {
        userId: diner.id,
        email: diner.email,
        at: new Date(at),
        fulfilment,
        lines: [{ mealName: name, unitPrice: 1000_00, quantity: 1 }],
      });
      placed[name] = orderIds[0]!;
      names[orderIds[0]!] = name;
    }
    const staff: PublicUser = {
      id: admin.id,
      email: admin.email,
      username: 'Admin',
      role: 'owner',
      emailVerified: true,
    };
    await service.markDelivered(staff, placed.earlyOn29!);
    await service.cancel(
      { id: diner.id, email: diner.email, username: 'd', role: 'customer', emailVerified: true },
      placed.earlyOn30!,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const shown = async (query: Record<string, string>) => {
    const parsed: AdminOrdersQuery = adminOrdersQuerySchema.parse(query);
    const page = await service.listForAdmin(parsed);
    return page.items.map((o) => names[o.orderId]);
  };

  it('a date range is whole restaurant days, across the DST change', async () => {
    expect(await shown({ from: '2026-03-29', to: '2026-03-29' })).toEqual([
      'lateOn29',
      'earlyOn29',
    ]);
    expect(await shown({ to: '2026-03-28' })).toEqual(['lateOn28']);
    // The canceled one is out of the default list, so the 30th is empty without a stage.
    expect(await shown({ from: '2026-03-30' })).toEqual([]);
  });

  it('filters by stage, including the active ones and canceled orders', async () => {
    expect(await shown({ stage: 'active' })).toEqual(['lateOn29', 'lateOn28']);
    expect(await shown({ stage: 'completed' })).toEqual(['earlyOn29']);
    expect(await shown({ stage: 'canceled' })).toEqual(['earlyOn30']);
    expect(await shown({ stage: 'new', filter: 'delivered' })).toEqual([]);
  });

  it('filters by fulfilment, and every filter combines', async () => {
    expect(await shown({ fulfilment: 'pickup' })).toEqual(['lateOn29', 'earlyOn29']);
    expect(await shown({ fulfilment: 'delivery' })).toEqual(['lateOn28']);
    expect(
      await shown({ stage: 'active', fulfilment: 'pickup', from: '2026-03-29', to: '2026-03-29' }),
    ).toEqual(['lateOn29']);
    expect(await shown({ stage: 'canceled', from: '2026-03-30', to: '2026-03-30' })).toEqual([
      'earlyOn30',
    ]);
  });

  it('refuses impossible filters with a message that says what is wrong', () => {
    const error = (query: Record<string, string>) =>
      adminOrdersQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(error({ from: '2026-02-30' })).toBe('The from date must be a real day, as yyyy-MM-dd.');
    expect(error({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The from date must not be after the to date.',
    );
    expect(error({ stage: 'lost' })).toMatch(/^The stage must be one of: active, scheduled, new/);
    expect(error({ fulfilment: 'drone' })).toBe('The fulfilment must be delivery or pickup.');
    expect(error({ colour: 'red' })).toBeDefined();
  });
});
