/**
 * The refund and ledger invariants (8, 9, 11 of scripts/lib/invariants.ts): they hold on refunds
 * made through the API, and each catches the breakage it exists for, written by hand into the
 * tables as a bug or a crash would leave it.
 */

import { orders } from '@server/orders/schema';
import { payments, refunds, sandboxTransactions } from '@server/payments/schema';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { charge, failing, paidCheckout } from '@test/support/invariants';
import type { TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from './lib/invariants';
import { REFUND_SWEEP_GRACE_MS } from './lib/invariants-refunds';

const HALF = 'No order without a verified payment, no verified payment the provider did not take';
const WITHIN =
  'Refunds never exceed payments (per payment, one refund per key, per order at most its total)';
const STUCK =
  'No refund stuck (no refund row requested/unknown, no order refund pending past its retry)';
const LEDGER =
  'Money adds up to the kobo per transaction (taken = recorded + owed back; paid back = our accepted refunds)';

describe.each(testDatabaseKinds())('refund invariants on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const check = (now?: Date) => checkInvariants(db(), { seatsPerSlot: 4, now });

  /** A paid checkout whose order the diner canceled and got refunded through the API. */
  async function refundedOrder() {
    const paid = await paidCheckout(t);
    const [first] = await db().select().from(orders).where(eq(orders.paymentId, paid.payment.id));
    const canceled = await paid.client.post(`/api/orders/${first!.orderId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await t.idle();
    const [refund] = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, paid.payment.id));
    expect(refund?.status).toBe('refunded');
    return { ...paid, order: first!, refund: refund! };
  }

  /** What the provider paid back on the payment's transaction (its own ledger). */
  const providerRefunds = (reference: string, add: number) =>
    db()
      .update(sandboxTransactions)
      .set({ refundedMinor: sql`${sandboxTransactions.refundedMinor} + ${add}` })
      .where(eq(sandboxTransactions.reference, reference));

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    // The violations below are what a bug would write. Should the database refuse them itself
    // (a trigger guarding the refunded sum), the check behind it must still be able to fail.
    await db().execute(sql`alter table refunds disable trigger user`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('hold for an order canceled and refunded through the API', async () => {
    await refundedOrder();
    const report = await check();
    expect(failing(report)).toEqual([]);
    expect(report.facts['refunds refunded']).toBe(1);
    expect(report.facts['canceled orders, refund refunded']).toBe(1);
  });

  it('catch an order refunded twice, and a payment refunded beyond what was charged', async () => {
    const { payment, order } = await refundedOrder();
    // A retry that made a refund row of its own: the provider paid the order back twice.
    const [again] = await db()
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountMinor: order.totalMinor,
        currency: payment.currency,
        status: 'refunded',
        idempotencyKey: `order:${order.id}:retry`,
      })
      .returning();
    await providerRefunds(payment.reference, order.totalMinor);
    expect(failing(await check())).toEqual([WITHIN]);

    // More than the order's total (dishes and delivery fee), even in one refund.
    await db().delete(refunds).where(eq(refunds.id, again!.id));
    await db()
      .update(refunds)
      .set({ amountMinor: order.totalMinor + 1 })
      .where(eq(refunds.idempotencyKey, `order:${order.id}`));
    await providerRefunds(payment.reference, 1 - order.totalMinor);
    expect(failing(await check())).toEqual([WITHIN]);

    // More than the whole payment, under a key of no order (as a refused payment's refund).
    await db()
      .update(refunds)
      .set({ amountMinor: order.totalMinor })
      .where(eq(refunds.idempotencyKey, `order:${order.id}`));
    await db()
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: 'pending',
        idempotencyKey: `refused:${payment.id}`,
      });
    await providerRefunds(payment.reference, payment.amountMinor - 1);
    expect(failing(await check())).toEqual([WITHIN]);
    await db()
      .delete(refunds)
      .where(eq(refunds.idempotencyKey, `refused:${payment.id}`));
    await providerRefunds(payment.reference, -payment.amountMinor);
    expect(failing(await check())).toEqual([]);
  });

  it('catch a refund left requested by a crash (the provider paid it, we never recorded it)', async () => {
    const { refund } = await refundedOrder();
    // kill -9 between "refund sent" and "refund recorded": the provider's ledger has it, we do not.
    await db().update(refunds).set({ status: 'requested' }).where(eq(refunds.id, refund.id));
    expect(failing(await check())).toEqual([STUCK, LEDGER]);
    // The status another branch adds for an answer that never came is stuck just the same.
    await db().execute(sql`update refunds set status = 'unknown' where id = ${refund.id}`);
    expect(failing(await check())).toEqual([STUCK, LEDGER]);
    await db().update(refunds).set({ status: 'refunded' }).where(eq(refunds.id, refund.id));
    expect(failing(await check())).toEqual([]);
  });

  it('catch an order whose refund stays pending past its retry, not one waiting for it', async () => {
    const { order } = await refundedOrder();
    const next = new Date(Date.now() + 60_000);
    await db()
      .update(orders)
      .set({ refundStatus: 'pending', refundNextAttemptAt: next })
      .where(eq(orders.id, order.id));
    // Due in a minute: the retry loop has not had its chance yet.
    expect(failing(await check())).toEqual([]);
    // One sweep after it was due, and still pending: stuck.
    const later = new Date(next.getTime() + REFUND_SWEEP_GRACE_MS + 1000);
    expect(failing(await check(later))).toEqual([STUCK]);
    await db().update(orders).set({ refundStatus: 'refunded' }).where(eq(orders.id, order.id));
  });

  it('catch money the provider paid back that we did not record, and money taken not recorded', async () => {
    const { payment } = await refundedOrder();
    await providerRefunds(payment.reference, 100);
    expect(failing(await check())).toEqual([LEDGER]);
    await providerRefunds(payment.reference, -100);
    expect(failing(await check())).toEqual([]);

    // The provider says it took more than the payment we recorded.
    await db()
      .update(sandboxTransactions)
      .set({ amountMinor: payment.amountMinor + 1 })
      .where(eq(sandboxTransactions.reference, payment.reference));
    expect(failing(await check())).toEqual([HALF, LEDGER]);
    await db()
      .update(sandboxTransactions)
      .set({ amountMinor: payment.amountMinor })
      .where(eq(sandboxTransactions.reference, payment.reference));
    expect(failing(await check())).toEqual([]);
  });

  it('catch a late payment kept with no order and no refund, not one refunded in full', async () => {
    const ready = await readyCustomer(t);
    await addToCart(ready.client, (await t.services.catalog.menu({ category: 'Pasta' }))[0]!);
    const started = await startPayment(ready.client, ready.customer, ready.addressId);
    // The store gave up on the payment; the provider took the money after all.
    await db()
      .update(payments)
      .set({ status: 'failed', reason: 'abandoned' })
      .where(eq(payments.reference, started.reference));
    await charge(ready.client, started.accessCode, SANDBOX_CARDS.success);
    expect(failing(await check())).toEqual([LEDGER]);

    // Refunded in full, exactly once: the money adds up again.
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    await db()
      .insert(refunds)
      .values({
        paymentId: payment!.id,
        amountMinor: started.amountMinor,
        currency: payment!.currency,
        status: 'refunded',
        idempotencyKey: `late:${payment!.id}`,
      });
    await providerRefunds(started.reference, started.amountMinor);
    expect(failing(await check())).toEqual([]);
  });
});
