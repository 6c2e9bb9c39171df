import { createCustomer } from '@server/seed/factories';
import { orderTexts } from '@shared/orders';
import { testDatabaseKinds } from '@test/support/databases';
import {
  asUser,
  expectAppError,
  fakePayments,
  ordersDomainOn,
  seedPaidOrders,
} from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('orders service: refunds on %s', (kind) => {
  let t: TestApp;
  let now: Date;
  /** The orders domain on the test app's database, with a fake payments service and a fixed clock. */
  const orders = (payments = fakePayments(), refundWaitMs = 2000) =>
    ordersDomainOn(t, () => now, payments, refundWaitMs);

  beforeAll(async () => {
    t = await createTestApp(kind);
    now = new Date();
  });
  afterAll(async () => {
    await t.close();
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
      // The whole order: 2 x 2,500 and the 500 delivery fee.
      priceMinor: 5500_00,
      summary: 'Jollof Rice x2',
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
    const past = await service.listPast(asUser(diner), undefined);
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
    expect((await service.listPast(asUser(diner), undefined)).items[0]).toMatchObject({
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
    const { service } = orders({ ...fakePayments(), gateway: {} as never });
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

  it('waits, when asked to be idle, for a retry sweep still claiming its refunds (shutdown closes the database after)', async () => {
    const { service } = orders();
    let swept = false;
    const sweep = service.retryDueRefunds().then(() => {
      swept = true;
    });
    await service.idle();
    expect(swept).toBe(true);
    await sweep;
  });
});
