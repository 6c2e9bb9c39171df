import { orderStatusHistory, orders } from '@server/orders/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { testDatabaseKinds } from '@test/support/databases';
import {
  asUser,
  expectAppError,
  fakePayments,
  flakyOutbox,
  ordersDomainOn,
  seedPaidOrders,
} from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The stage service applies a change with its mail and refund, or nothing at all. */
describe.each(testDatabaseKinds())('order stage service on %s', (kind) => {
  let t: TestApp;
  // Ahead of the real clock: seeded orders' New entries are stamped by the database's now(), and
  // a fixed date once fell behind it and put New last on the timeline.
  const now = new Date(Date.now() + 60 * 60_000);
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an outbox that fails rolls the transition back: no stage, no history, no refund', async () => {
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'owner');
    const { orderId } = await seedPaidOrders(db(), { userId: diner.id, email: diner.email });
    const outbox = flakyOutbox(t.services.mail);
    const payments = fakePayments();
    const { service, published } = ordersDomainOn(t, () => now, payments, 2000, outbox.service);
    const step = (action: 'accept' | 'reject') =>
      service.transition({
        orderId,
        action,
        actor: { kind: 'staff', userId: admin.id },
        estimate: { minutes: 20 },
        reason: 'Kitchen closed early',
      });
    outbox.state.failures = 1;
    await expect(step('reject')).rejects.toThrow('outbox write lost');
    const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(row).toMatchObject({ stage: 'new', status: 'paid', refundStatus: 'none' });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row!.id));
    expect(history.map((h) => h.stage)).toEqual(['new']);
    expect(payments.calls).toHaveLength(0);
    expect(published).toHaveLength(0);

    // Once the outbox answers, the same step goes through with its refund sent once.
    await step('reject');
    await service.idle();
    expect(payments.calls.map((c) => c.amountMinor)).toEqual([row!.totalMinor]);
    expect(published.map((e) => e.type)).toEqual(
      expect.arrayContaining(['order.stage', 'order.canceled']),
    );
    await expectAppError(step('accept'), 'conflict', 'This order is already Rejected.');
  });

  it('Mark as delivered completes an active order from any stage, recorded as staff', async () => {
    const diner = await createCustomer(t.services);
    const admin = asUser(await createAdmin(t.services), 'owner');
    const { orderId } = await seedPaidOrders(db(), { userId: diner.id, email: diner.email });
    let clock = now;
    const { service } = ordersDomainOn(t, () => clock);
    await service.transition({
      orderId,
      action: 'accept',
      actor: { kind: 'staff', userId: admin.id },
      estimate: { minutes: 30 },
    });
    clock = new Date(now.getTime() + 60_000);
    const marked = await service.markDelivered(admin, orderId);
    expect(marked.order).toMatchObject({ stage: 'completed', status: 'delivered' });
    const timeline = (await service.listPresent(asUser(diner), undefined)).items[0]?.timeline;
    expect(timeline?.map((e) => [e.stage, e.actor])).toEqual([
      ['new', 'system'],
      ['accepted', 'staff'],
      ['completed', 'staff'],
    ]);
  });
});
