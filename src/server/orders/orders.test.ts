import { testConfig } from '@server/config';
import { AppError } from '@server/errors';
import { createLocalEventBus, type DomainEvent } from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { testDatabaseKinds } from '@test/support/databases';
import { fakePayments, seedPaidOrders } from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrdersDomain } from '.';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function expectAppError(promise: Promise<unknown>, code: string, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
}

describe.each(testDatabaseKinds())('orders service on %s', (kind) => {
  let t: TestApp;
  let now: Date;
  const asUser = (
    account: { id: string; email: string },
    role: 'customer' | 'admin' = 'customer',
  ): PublicUser => ({
    id: account.id,
    email: account.email,
    username: 'x',
    role,
    emailVerified: true,
  });

  /** The orders domain on the test app's database, with a fake payments service and a fixed clock. */
  function orders(payments = fakePayments(), refundWaitMs = 2000) {
    const events = createLocalEventBus();
    const published: DomainEvent[] = [];
    events.subscribe((e) => published.push(e));
    const domain = createOrdersDomain({
      db: t.db.database.db,
      config: testConfig(),
      mail: t.services.mail,
      limiter: t.services.limiter,
      log: t.app.log,
      payments: payments.gateway,
      events,
      clock: () => now,
      refundWaitMs,
    });
    return { service: domain.service, payments, published };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    now = new Date();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists present orders (paid and delivered, newest first) and past ones (delivered or canceled), 4 per page', async () => {
    const { service } = orders();
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'admin');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const seeded = await seedPaidOrders(t.db.database.db, {
        userId: diner.id,
        email: diner.email,
        at: new Date(now.getTime() - (6 - i) * HOUR),
        lines: [{ mealName: `Dish ${i}`, unitPrice: 1000_00 + i, quantity: 1 }],
      });
      ids.push(seeded.orderIds[0]!);
    }
    const user = asUser(diner);
    await service.markDelivered(admin, ids[1]!);
    await service.cancel(user, ids[0]!);

    const first = await service.listPresent(user, 1);
    expect(first).toMatchObject({ page: 1, pageSize: 4, pageCount: 2, total: 5 });
    expect(first.items.map((o) => o.orderId)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    const second = await service.listPresent(user, 2);
    expect(second.items.map((o) => o.orderId)).toEqual([ids[1]]);
    expect(second.items[0]).toMatchObject({
      status: 'delivered',
      mealName: 'Dish 1',
      priceMinor: 1000_01,
      quantity: 1,
    });
    // A page past the end answers the last page, so a list that shrank never shows empty.
    expect((await service.listPresent(user, 9)).page).toBe(2);

    const past = await service.listPast(user, 1);
    expect(past.items.map((o) => [o.orderId, o.status])).toEqual(
      expect.arrayContaining([
        [ids[0], 'canceled'],
        [ids[1], 'delivered'],
      ]),
    );
    expect(past.total).toBe(2);
    // Someone else sees none of it.
    const other = asUser(await createCustomer(t.services));
    expect((await service.listPresent(other, 1)).total).toBe(0);
    expect((await service.listPast(other, 1)).total).toBe(0);
  });

  it("cancels only the owner's paid order, once, with a status-history entry, a refund of the line price and a mail", async () => {
    const { service, payments, published } = orders();
    const diner = await createCustomer(t.services);
    const stranger = await createCustomer(t.services);
    const { orderIds, paymentId } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
      at: new Date(now.getTime() - HOUR),
      lines: [
        { mealName: 'Suya Platter', unitPrice: 3000_00, quantity: 3 },
        { mealName: 'Chapman', unitPrice: 1200_00, quantity: 1 },
      ],
    });
    const [suya, chapman] = orderIds as [string, string];

    await expectAppError(service.cancel(asUser(stranger), suya), 'not_found', orderTexts.notFound);
    expect(payments.calls).toHaveLength(0);

    const canceled = await service.cancel(asUser(diner), suya);
    expect(canceled).toMatchObject({ orderId: suya, status: 'canceled', refundStatus: 'refunded' });
    expect(canceled.canceledAt).toBe(now.toISOString());
    expect(payments.calls).toEqual([
      {
        paymentId,
        amountMinor: 9000_00,
        reason: expect.stringContaining(suya),
        // One refund per order, however often it is retried.
        idempotencyKey: expect.stringMatching(/^order:/),
      },
    ]);
    expect(published).toContainEqual({
      type: 'order.canceled',
      userId: diner.id,
      orderIds: [suya],
    });

    // Only once: a second cancel is refused and refunds nothing more.
    await expectAppError(
      service.cancel(asUser(diner), suya),
      'conflict',
      orderTexts.alreadyCanceled,
    );
    expect(payments.calls).toHaveLength(1);
    // The other line of the same payment is untouched.
    expect((await service.listPresent(asUser(diner), 1)).items.map((o) => o.orderId)).toEqual([
      chapman,
    ]);

    const history = await service.historyOf(suya);
    expect(history.map((h) => h.status)).toEqual(['paid', 'canceled', 'refund_refunded']);
    expect(history[1]?.actorId).toBe(diner.id);

    await t.services.mail.idle();
    const mail = t.mails.sent.find((m) => m.to === diner.email && m.kind === 'order_canceled');
    expect(mail?.text).toContain(suya);
    expect(mail?.text).toContain('NGN 9,000.00');
  });

  it('cancels a racing double request exactly once', async () => {
    const { service, payments } = orders();
    const diner = await createCustomer(t.services);
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    const results = await Promise.allSettled([
      service.cancel(asUser(diner), orderIds[0]!),
      service.cancel(asUser(diner), orderIds[0]!),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(payments.calls).toHaveLength(1);
  });

  it('refuses to cancel a delivered order', async () => {
    const { service, payments } = orders();
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'admin');
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    await service.markDelivered(admin, orderIds[0]!);
    await expectAppError(
      service.cancel(asUser(diner), orderIds[0]!),
      'conflict',
      orderTexts.deliveredCannotCancel,
    );
    expect(payments.calls).toHaveLength(0);
    expect((await service.listPresent(asUser(diner), 1)).items[0]?.status).toBe('delivered');
  });

  it('keeps a failed refund pending, shows it to the admin, and the retry loop finishes it later', async () => {
    const payments = fakePayments([
      { status: 'failed', message: 'Provider unavailable' },
      new Error('socket hang up'),
    ]);
    const { service, published } = orders(payments);
    const diner = await createCustomer(t.services);
    const { orderIds, paymentId } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    const orderId = orderIds[0]!;

    const canceled = await service.cancel(asUser(diner), orderId);
    expect(canceled).toMatchObject({ status: 'canceled', refundStatus: 'pending' });
    let dashboard = await service.dashboard();
    expect(dashboard.pendingRefunds.find((r) => r.orderId === orderId)).toMatchObject({
      attempts: 1,
      lastError: 'Provider unavailable',
      priceMinor: 5000_00,
    });

    // Not due yet: the loop leaves it alone.
    expect(await service.retryDueRefunds()).toBe(0);
    // Due after the back-off (1 minute); the provider throws this time: still pending, attempt 2.
    now = new Date(now.getTime() + 61_000);
    expect(await service.retryDueRefunds()).toBe(1);
    dashboard = await service.dashboard();
    expect(dashboard.pendingRefunds.find((r) => r.orderId === orderId)).toMatchObject({
      attempts: 2,
      lastError: 'socket hang up',
    });
    // Then 2 minutes later it goes through.
    now = new Date(now.getTime() + 121_000);
    expect(await service.retryDueRefunds()).toBe(1);
    expect(payments.calls.map((c) => c.paymentId)).toEqual([paymentId, paymentId, paymentId]);
    const past = await service.listPast(asUser(diner), 1);
    expect(past.items.find((o) => o.orderId === orderId)).toMatchObject({
      refundStatus: 'refunded',
      refundedAt: now.toISOString(),
    });
    expect((await service.dashboard()).pendingRefunds.some((r) => r.orderId === orderId)).toBe(
      false,
    );
    expect(published).toContainEqual({
      type: 'order.refunded',
      userId: diner.id,
      orderIds: [orderId],
    });
    await t.services.mail.idle();
    expect(t.mails.sent.some((m) => m.to === diner.email && m.kind === 'order_refunded')).toBe(
      true,
    );
    // Nothing is refunded twice.
    now = new Date(now.getTime() + 3 * HOUR);
    expect(await service.retryDueRefunds()).toBe(0);
  });

  it('lets an admin retry a pending refund at once, and says when none is owed', async () => {
    const { service } = orders(fakePayments([{ status: 'failed', message: 'Declined' }]));
    const diner = await createCustomer(t.services);
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    await service.cancel(asUser(diner), orderIds[0]!);
    expect(await service.retryRefund(orderIds[0]!)).toMatchObject({ refundStatus: 'refunded' });
    await expectAppError(service.retryRefund(orderIds[0]!), 'conflict', orderTexts.noRefundOwed);
    await expectAppError(service.retryRefund('TV-NOSUCHORDER'), 'not_found');
  });

  it("answers a slow refund as pending and records the provider's answer when it comes", async () => {
    const payments = fakePayments([
      { waitMs: 400, answer: { status: 'refunded', providerRefundId: 'rf_slow' } },
    ]);
    const { service } = orders(payments, 50);
    const diner = await createCustomer(t.services);
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    expect(await service.cancel(asUser(diner), orderIds[0]!)).toMatchObject({
      refundStatus: 'pending',
    });
    await service.idle();
    expect((await service.listPast(asUser(diner), 1)).items[0]).toMatchObject({
      refundStatus: 'refunded',
    });
    await t.services.mail.idle();
    expect(
      t.mails.sent
        .filter((m) => m.to === diner.email)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['order_canceled', 'order_refunded']);
  });

  it('records a refund the provider is still processing as processing, not retried', async () => {
    const payments = fakePayments([{ status: 'pending', providerRefundId: 'rf_p' }]);
    const { service } = orders(payments);
    const diner = await createCustomer(t.services);
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    expect(await service.cancel(asUser(diner), orderIds[0]!)).toMatchObject({
      refundStatus: 'processing',
    });
    now = new Date(now.getTime() + DAY);
    expect(await service.retryDueRefunds()).toBe(0);
    expect(payments.calls).toHaveLength(1);
  });

  it('keeps the refund owed when the payments service cannot refund at all yet', async () => {
    const { service } = orders({ gateway: {} as never, calls: [], script: [] });
    const diner = await createCustomer(t.services);
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    expect(await service.cancel(asUser(diner), orderIds[0]!)).toMatchObject({
      status: 'canceled',
      refundStatus: 'pending',
    });
  });

  it('marks an order delivered once; again is an "already delivered" answer; canceled or unknown ones are refused', async () => {
    const { service, published } = orders();
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'admin');
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
      lines: [
        { mealName: 'A', unitPrice: 100_00, quantity: 1 },
        { mealName: 'B', unitPrice: 100_00, quantity: 1 },
      ],
    });
    const [a, b] = orderIds as [string, string];
    const first = await service.markDelivered(admin, a);
    expect(first).toMatchObject({
      alreadyDelivered: false,
      order: { status: 'delivered', deliveredAt: now.toISOString() },
    });
    expect(published).toContainEqual({ type: 'order.delivered', userId: diner.id, orderIds: [a] });
    expect(await service.markDelivered(admin, a)).toMatchObject({
      alreadyDelivered: true,
      order: { status: 'delivered' },
    });
    expect((await service.historyOf(a)).map((h) => h.status)).toEqual(['paid', 'delivered']);

    await service.cancel(asUser(diner), b);
    await expectAppError(
      service.markDelivered(admin, b),
      'conflict',
      orderTexts.canceledCannotDeliver,
    );
    await expectAppError(service.markDelivered(admin, 'TV-UNKNOWN000'), 'not_found');
  });
});

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
      role: 'admin',
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
    for (let page = 1; ; page += 1) {
      const result = await service.listForAdmin({ filter, search, page });
      found.push(...result.items.map((o) => names[o.orderId] ?? o.orderId));
      if (page >= result.pageCount) break;
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
    const first = await service.listForAdmin({ filter: 'all', search: '', page: 1 });
    expect(first).toMatchObject({ page: 1, pageSize: 4, pageCount: 2, total: 7 });
    expect(first.items).toHaveLength(4);
    expect((await service.listForAdmin({ filter: 'all', search: '', page: 2 })).items).toHaveLength(
      3,
    );
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
  });

  it('lists delivered (latest delivery first) and canceled orders, and sums the dashboard', async () => {
    const delivered = await service.listDelivered(1);
    expect(delivered.items.map((o) => o.orderId).sort()).toEqual(
      [placed.sixDays, placed.halfYear].sort(),
    );
    const canceled = await service.listCanceled(1);
    expect(canceled.items.map((o) => o.orderId)).toEqual([placed.canceledRecent]);
    expect(canceled.items[0]).toMatchObject({
      refundStatus: 'refunded',
      canceledAt: now.toISOString(),
    });

    const dashboard = await service.dashboard();
    expect(dashboard.totals).toMatchObject({
      orders: 7,
      delivered: 2,
      revenueMinor: 7 * 1000_00,
      refundsPending: 0,
    });
    expect(dashboard.sales).toHaveLength(30);
    expect(dashboard.sales.at(-1)?.date).toBe('2026-06-15');
    // Within the last 30 days: the hour-old (today), the 36-hour-old, the 6-day and the 20-day order.
    expect(dashboard.sales.reduce((sum, d) => sum + d.orders, 0)).toBe(4);
    expect(dashboard.sales.find((d) => d.date === '2026-06-15')).toMatchObject({
      orders: 1,
      revenueMinor: 1000_00,
    });
    expect(dashboard.sales.find((d) => d.date === '2026-06-09')).toMatchObject({
      orders: 1,
      revenueMinor: 1000_00,
    });
    expect(dashboard.recentCanceled.map((o) => o.orderId)).toEqual([placed.canceledRecent]);
  });
});
