import { randomUUID } from 'node:crypto';
import { createCustomer } from '@server/seed/factories';
import { orderTexts } from '@shared/orders';
import { testDatabaseKinds } from '@test/support/databases';
import {
  asUser,
  expectAppError,
  fakePayments,
  flakyOutbox,
  ordersDomainOn,
  outboxMails,
  seedPaidOrders,
} from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DAY = 24 * 3600_000;

/**
 * An order's refund follows the payment's refund to the end: an answer that never came leaves it
 * processing (never re-sent blindly, never retried by the admin), payments' later word moves it
 * on, and every mail a change promises is written with that change, once.
 */
describe.each(testDatabaseKinds())('orders: refund settlement and its mails on %s', (kind) => {
  let t: TestApp;
  let now: Date;
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    now = new Date();
  });
  afterAll(async () => {
    await t.close();
  });

  async function canceledOrder(payments: ReturnType<typeof fakePayments>, mail = t.services.mail) {
    const domain = ordersDomainOn(t, () => now, payments, 2000, mail);
    const diner = await createCustomer(t.services);
    const { orderIds, paymentId } = await seedPaidOrders(db(), {
      userId: diner.id,
      email: diner.email,
    });
    const orderId = orderIds[0]!;
    const order = await domain.service.cancel(asUser(diner), orderId);
    return { ...domain, diner, orderId, paymentId, order };
  }

  it('leaves a refund whose answer never came processing: no blind retry, no admin retry, until payments settles it', async () => {
    const payments = fakePayments([{ status: 'unknown', message: 'timeout' }]);
    const { service, diner, orderId, paymentId, order } = await canceledOrder(payments);
    expect(order).toMatchObject({ status: 'canceled', refundStatus: 'processing' });
    const history = await service.historyOf(orderId);
    expect(history.find((h) => h.status === 'refund_processing')?.note).toMatch(
      /No answer from the payment provider/,
    );

    // A day later the retry loop still leaves it alone, and the admin cannot send a second one.
    now = new Date(now.getTime() + DAY);
    expect(await service.retryDueRefunds()).toBe(0);
    await expectAppError(service.retryRefund(orderId), 'conflict', orderTexts.refundInProgress);
    expect(payments.calls).toHaveLength(1);

    // Payments reconciles it: refunded, with its mail; told twice, it changes and mails once.
    const key = payments.calls[0]!.idempotencyKey!;
    expect(key).toMatch(/^order:/);
    const event = { paymentId, idempotencyKey: key, status: 'refunded' as const };
    await payments.settle(event);
    await payments.settle(event);
    expect((await service.listPast(asUser(diner), undefined)).items[0]).toMatchObject({
      orderId,
      refundStatus: 'refunded',
    });
    expect(await outboxMails(db(), diner.email, 'order_refunded')).toHaveLength(1);
    expect(await outboxMails(db(), diner.email, 'order_canceled')).toHaveLength(1);
    await expectAppError(service.retryRefund(orderId), 'conflict', orderTexts.noRefundOwed);
    expect(payments.calls).toHaveLength(1);
  });

  it('owes a refund again when the provider refuses one it held, and retries it under the same key', async () => {
    const payments = fakePayments([{ status: 'pending', providerRefundId: 'rf_p' }]);
    const { service, orderId, paymentId } = await canceledOrder(payments);
    const key = payments.calls[0]!.idempotencyKey!;
    await expectAppError(service.retryRefund(orderId), 'conflict', orderTexts.refundInProgress);

    const refused = {
      paymentId,
      idempotencyKey: key,
      status: 'failed' as const,
      message: 'Declined',
    };
    await payments.settle(refused);
    await payments.settle(refused);
    expect(
      (await service.dashboard()).pendingRefunds.find((r) => r.orderId === orderId),
    ).toMatchObject({ lastError: 'Declined' });
    expect(await service.retryDueRefunds()).toBe(1);
    expect(payments.calls.map((c) => c.idempotencyKey)).toEqual([key, key]);
  });

  it('flags a refund the provider says needs attention, once', async () => {
    const payments = fakePayments([{ status: 'pending' }]);
    const { service, diner, orderId, paymentId } = await canceledOrder(payments);
    const key = payments.calls[0]!.idempotencyKey!;
    const attention = {
      paymentId,
      idempotencyKey: key,
      status: 'needs_attention' as const,
      message: 'Customer account closed',
    };
    await payments.settle(attention);
    await payments.settle(attention);
    // Another payment's event, or one that is not an order's refund, changes nothing.
    await payments.settle({ ...attention, paymentId: randomUUID(), status: 'refunded' });
    await payments.settle({ paymentId, idempotencyKey: 'refused:x', status: 'refunded' });
    const flagged = (await service.historyOf(orderId)).filter(
      (h) => h.status === 'refund_needs_attention',
    );
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.note).toBe('Customer account closed');
    expect((await service.listPast(asUser(diner), undefined)).items[0]).toMatchObject({
      refundStatus: 'processing',
    });
  });

  it('writes the cancel mail with the cancellation: a lost outbox write undoes both, and the retry mails once', async () => {
    const payments = fakePayments();
    const outbox = flakyOutbox(t.services.mail);
    const { service } = ordersDomainOn(t, () => now, payments, 2000, outbox.service);
    const diner = await createCustomer(t.services);
    const { orderIds } = await seedPaidOrders(db(), { userId: diner.id, email: diner.email });
    const orderId = orderIds[0]!;

    outbox.state.failures = 1;
    await expect(service.cancel(asUser(diner), orderId)).rejects.toThrow('outbox write lost');
    expect((await service.listPresent(asUser(diner), undefined)).items[0]).toMatchObject({
      orderId,
      status: 'paid',
      refundStatus: 'none',
    });
    expect(await outboxMails(db(), diner.email, 'order_canceled')).toHaveLength(0);
    expect(payments.calls).toHaveLength(0);

    await service.cancel(asUser(diner), orderId);
    await expectAppError(service.cancel(asUser(diner), orderId), 'conflict');
    await service.idle();
    expect(await outboxMails(db(), diner.email, 'order_canceled')).toHaveLength(1);
    expect(await outboxMails(db(), diner.email, 'order_refunded')).toHaveLength(1);
  });

  it('writes the refunded mail with the settlement: a lost outbox write keeps it processing, and a repeat settles and mails once', async () => {
    const payments = fakePayments([{ status: 'unknown' }]);
    const outbox = flakyOutbox(t.services.mail);
    const { service, diner, orderId, paymentId } = await canceledOrder(payments, outbox.service);
    const event = {
      paymentId,
      idempotencyKey: payments.calls[0]!.idempotencyKey!,
      status: 'refunded' as const,
    };

    outbox.state.failures = 1;
    await expect(payments.settle(event)).rejects.toThrow('outbox write lost');
    expect((await service.listPast(asUser(diner), undefined)).items[0]).toMatchObject({
      orderId,
      refundStatus: 'processing',
    });
    expect(await outboxMails(db(), diner.email, 'order_refunded')).toHaveLength(0);

    await payments.settle(event);
    await payments.settle(event);
    expect((await service.listPast(asUser(diner), undefined)).items[0]).toMatchObject({
      refundStatus: 'refunded',
    });
    expect(await outboxMails(db(), diner.email, 'order_refunded')).toHaveLength(1);
  });
});
