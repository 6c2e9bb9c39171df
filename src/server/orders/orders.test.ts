import { createAdmin, createCustomer } from '@server/seed/factories';
import { orderTexts } from '@shared/orders';
import { pagingTexts } from '@shared/paging';
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

describe.each(testDatabaseKinds())('orders service: lists, cancel and delivery on %s', (kind) => {
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

  it('lists present orders (paid and delivered, newest first) and past ones (delivered or canceled), 4 per page', async () => {
    const { service } = orders();
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'owner');
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

    const first = await service.listPresent(user, undefined);
    expect(first).toMatchObject({ start: 1, pageSize: 4, total: 5, prev: null });
    expect(first.items.map((o) => o.orderId)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    const second = await service.listPresent(user, first.next!);
    expect(second).toMatchObject({ start: 5, next: null });
    expect(second.items.map((o) => o.orderId)).toEqual([ids[1]]);
    expect(second.items[0]).toMatchObject({
      status: 'delivered',
      lines: [{ name: 'Dish 1', unitPriceMinor: 1000_01, quantity: 1, lineTotalMinor: 1000_01 }],
      subtotalMinor: 1000_01,
      deliveryFeeMinor: 500_00,
      totalMinor: 1500_01,
      fulfilment: 'delivery',
    });
    // A cursor of another list is refused, with the shared words.
    await expectAppError(service.listPast(user, first.next!), 'invalid', pagingTexts.badCursor);

    const past = await service.listPast(user, undefined);
    expect(past.items.map((o) => [o.orderId, o.status])).toEqual(
      expect.arrayContaining([
        [ids[0], 'canceled'],
        [ids[1], 'delivered'],
      ]),
    );
    expect(past.total).toBe(2);
    // Someone else sees none of it.
    const other = asUser(await createCustomer(t.services));
    expect((await service.listPresent(other, undefined)).total).toBe(0);
    expect((await service.listPast(other, undefined)).total).toBe(0);
  });

  it("cancels only the owner's paid order, once, with a status-history entry, a refund of its whole total and a mail", async () => {
    const { service, payments, published } = orders();
    const diner = await createCustomer(t.services);
    const stranger = await createCustomer(t.services);
    const { orderId: suya, paymentId } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
      at: new Date(now.getTime() - HOUR),
      lines: [
        { mealName: 'Suya Platter', unitPrice: 3000_00, quantity: 3 },
        { mealName: 'Chapman', unitPrice: 1200_00, quantity: 1 },
      ],
    });

    await expectAppError(service.cancel(asUser(stranger), suya), 'not_found', orderTexts.notFound);
    expect(payments.calls).toHaveLength(0);

    const canceled = await service.cancel(asUser(diner), suya);
    expect(canceled).toMatchObject({ orderId: suya, status: 'canceled', refundStatus: 'refunded' });
    expect(canceled.canceledAt).toBe(now.toISOString());
    expect(payments.calls).toEqual([
      {
        paymentId,
        // Every dish and the delivery fee: 9,000 + 1,200 + 500.
        amountMinor: 10_700_00,
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
    // The whole order (both lines) is canceled: nothing of it is still to come.
    expect((await service.listPresent(asUser(diner), undefined)).items).toEqual([]);

    const history = await service.historyOf(suya);
    expect(history.map((h) => h.status)).toEqual(['paid', 'canceled', 'refund_refunded']);
    expect(history[1]?.actorId).toBe(diner.id);

    await t.services.mail.idle();
    const mail = t.mails.sent.find((m) => m.to === diner.email && m.kind === 'order_canceled');
    expect(mail?.text).toContain(suya);
    expect(mail?.text).toContain('NGN 10,700.00');
    expect(mail?.text).toContain(`#${canceled.number}`);
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
    const admin = asUser(await createAdmin(t.services), 'owner');
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
    expect((await service.listPresent(asUser(diner), undefined)).items[0]?.status).toBe(
      'delivered',
    );
  });

  it('marks an order delivered once; again is an "already delivered" answer; canceled or unknown ones are refused', async () => {
    // The clock stands a day after the orders are paid, as it did when this test shared a file
    // with the refund tests (which move it on): delivery comes after payment in the history.
    now = new Date(Date.now() + DAY);
    const { service, published } = orders();
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'owner');
    const seed = () => seedPaidOrders(t.db.database.db, { userId: diner.id, email: diner.email });
    const { orderId: a } = await seed();
    const { orderId: b } = await seed();
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
