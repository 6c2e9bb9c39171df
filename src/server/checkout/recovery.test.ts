import { mailOutbox } from '@server/mail/schema';
import { orders } from '@server/orders/schema';
import { payments, refunds, sandboxTransactions } from '@server/payments/schema';
import { refusedRefundKey } from '@server/payments/service';
import type { MenuItem } from '@shared/catalog';
import { paymentTexts, SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp, TestClient } from '@test/support/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const MINUTE = 60_000;

describe.each(testDatabaseKinds())(
  'what the recovery loop finishes after a failure on %s',
  (kind) => {
    let t: TestApp;
    let pizzas: MenuItem[];
    let drinks: MenuItem[];

    const db = () => t.db.database.db;
    const charge = (client: TestClient, accessCode: string) =>
      client.post('/api/payments/sandbox/charge', {
        accessCode,
        cardNumber: SANDBOX_CARDS.success,
        expiry: FUTURE,
        cvv: '123',
      });
    const paymentRow = async (reference: string) =>
      (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
    const sentReceipts = (email: string) =>
      t.mails.sent.filter((m) => m.to === email && m.kind === 'order_receipt');
    const storedReceipts = (email: string) =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'order_receipt')));
    const recover = async (aheadMs: number) => {
      await t.services.checkout.recoverPending(new Date(Date.now() + aheadMs));
      await t.services.mail.idle();
    };

    beforeAll(async () => {
      t = await createCheckoutTestApp(kind);
      await seedMenu(t);
      pizzas = await t.services.catalog.menu({ category: 'Pizza' });
      drinks = await t.services.catalog.menu({ category: 'Drinks' });
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await db().execute(sql`drop trigger if exists test_outbox_down on mail_outbox`);
      await db().execute(sql`drop trigger if exists test_refunds_down on refunds`);
    });
    afterAll(async () => {
      await t.close();
    });

    describe('receipts', () => {
      it('stores every receipt together with the queued mark or none: a failed outbox write leaves both to the recovery loop, which sends each once', async () => {
        const { customer, client, addressId } = await readyCustomer(t);
        await addToCart(client, pizzas[0]!);
        await addToCart(client, drinks[0]!, 2);
        // The outbox refuses this diner's receipt, after the queued mark was written in the same
        // transaction: the mark must go with it.
        await db().execute(sql`
        create or replace function test_outbox_down() returns trigger language plpgsql as $$
        begin
          if new.kind = 'order_receipt' and new."to" = ${sql.raw(`'${customer.email.replaceAll("'", "''")}'`)} then
            raise exception 'outbox down';
          end if;
          return new;
        end $$`);
        await db().execute(sql`
        create trigger test_outbox_down before insert on mail_outbox
        for each row execute function test_outbox_down()`);

        const started = await startPayment(client, customer, addressId);
        await charge(client, started.accessCode);
        const paid = await verify(client, started.reference);
        // The payment and its orders are recorded whatever happens to the mails.
        expect(paid.statusCode, paid.body).toBe(200);
        const orderIds = paid.json().payment.orderIds as string[];
        // One order for the checkout's two dishes, so one receipt.
        expect(orderIds).toHaveLength(1);
        await t.services.mail.idle();
        // Neither the receipt nor the mark survived the failure: nothing was half done.
        expect((await paymentRow(started.reference)).receiptsQueuedAt).toBeNull();
        expect(await storedReceipts(customer.email)).toHaveLength(0);
        expect(sentReceipts(customer.email)).toHaveLength(0);

        // Still broken: the recovery loop's try fails the same way, and again leaves no trace.
        await recover(2 * MINUTE);
        expect((await paymentRow(started.reference)).receiptsQueuedAt).toBeNull();
        expect(await storedReceipts(customer.email)).toHaveLength(0);

        await db().execute(sql`drop trigger test_outbox_down on mail_outbox`);
        await recover(3 * MINUTE);
        expect((await paymentRow(started.reference)).receiptsQueuedAt).not.toBeNull();
        const sent = sentReceipts(customer.email);
        expect(sent.map((m) => m.subject)).toEqual([
          expect.stringMatching(/^Your Tavola receipt for order #\d+$/),
        ]);
        expect(sent[0]?.text).toContain(orderIds[0]);
        await recover(5 * MINUTE);
        expect(sentReceipts(customer.email)).toHaveLength(1);
        expect(await storedReceipts(customer.email)).toHaveLength(1);
      });

      it('queues the receipts once when recovery passes run at the same time', async () => {
        const { customer, client, addressId } = await readyCustomer(t);
        await addToCart(client, pizzas[1]!);
        await addToCart(client, drinks[1]!);
        const started = await startPayment(client, customer, addressId);
        await charge(client, started.accessCode);
        expect((await verify(client, started.reference)).statusCode).toBe(200);
        await t.services.mail.idle();
        expect(sentReceipts(customer.email)).toHaveLength(1);
        // As if the process had stopped right after recording the payment: no mark, no mails.
        await db()
          .delete(mailOutbox)
          .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.kind, 'order_receipt')));
        await db()
          .update(payments)
          .set({ receiptsQueuedAt: null })
          .where(eq(payments.reference, started.reference));

        const at = new Date(Date.now() + 2 * MINUTE);
        await Promise.all([1, 2, 3].map(() => t.services.checkout.recoverPending(at)));
        await t.services.mail.idle();
        expect(await storedReceipts(customer.email)).toHaveLength(1);
        expect(sentReceipts(customer.email)).toHaveLength(2);
      });
    });

    describe('refunds of refused payments', () => {
      /** A diner pays, but the provider's transaction says another amount: the payment is refused. */
      async function refusedPayment(paidMinor: number) {
        const { customer, client, addressId } = await readyCustomer(t);
        await addToCart(client, drinks[2]!);
        const started = await startPayment(client, customer, addressId);
        await db()
          .update(sandboxTransactions)
          .set({ amountMinor: paidMinor })
          .where(eq(sandboxTransactions.reference, started.reference));
        await charge(client, started.accessCode);
        const refused = await verify(client, started.reference);
        expect(refused.statusCode).toBe(402);
        expect(refused.json().error.message).toBe(paymentTexts.amountMismatch);
        const payment = await paymentRow(started.reference);
        expect(await db().select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
          0,
        );
        return payment;
      }
      const refundsOf = (paymentId: string) =>
        db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
      const providerRefunded = async (reference: string) =>
        (
          await db()
            .select()
            .from(sandboxTransactions)
            .where(eq(sandboxTransactions.reference, reference))
        )[0]!.refundedMinor;

      it('retries a refund the provider could not make, with backoff, until it goes through, and refunds once', async () => {
        const provider = t.services.payments.provider;
        const providerRefund = vi
          .spyOn(provider, 'refund')
          .mockRejectedValueOnce(new Error('sandbox down'))
          .mockRejectedValueOnce(new Error('sandbox down'));

        const payment = await refusedPayment(1_234);
        expect(providerRefund).toHaveBeenCalledTimes(1);
        expect(payment).toMatchObject({
          status: 'rejected',
          refundDueMinor: 1_234,
          refundAttempts: 1,
        });
        expect(payment.refundRetryAt).not.toBeNull();
        // No answer is not a refusal: the refund is 'unknown', looked up before it is sent again.
        expect(await refundsOf(payment.id)).toMatchObject([
          { amountMinor: 1_234, status: 'unknown', idempotencyKey: refusedRefundKey(payment.id) },
        ]);

        // Not due yet: a minute after the first try.
        await recover(30_000);
        expect(providerRefund).toHaveBeenCalledTimes(1);
        await recover(2 * MINUTE);
        expect(providerRefund).toHaveBeenCalledTimes(2);
        expect((await paymentRow(payment.reference)).refundAttempts).toBe(2);
        // Backing off: the third try waits two minutes after the second.
        await recover(3 * MINUTE);
        expect(providerRefund).toHaveBeenCalledTimes(2);

        // Several recovery passes at once (several instances): one of them tries.
        const at = new Date(Date.now() + 5 * MINUTE);
        await Promise.all([1, 2, 3].map(() => t.services.checkout.recoverPending(at)));
        expect(providerRefund).toHaveBeenCalledTimes(3);
        const rows = await refundsOf(payment.id);
        expect(rows).toMatchObject([
          {
            amountMinor: 1_234,
            status: 'refunded',
            providerRefundId: expect.stringMatching(/^sbx_rf_/),
            idempotencyKey: refusedRefundKey(payment.id),
          },
        ]);
        expect(await providerRefunded(payment.reference)).toBe(1_234);
        expect((await paymentRow(payment.reference)).refundRetryAt).toBeNull();

        // Done: later passes leave it alone.
        await recover(3 * 3600_000);
        expect(providerRefund).toHaveBeenCalledTimes(3);
        expect(await refundsOf(payment.id)).toHaveLength(1);
        expect(await providerRefunded(payment.reference)).toBe(1_234);
      });

      it('refunds a refusal whose refund never started (nothing written for it), once', async () => {
        // The refund cannot even be written (the database is in trouble) right after the refusal.
        await db().execute(sql`
        create or replace function test_refunds_down() returns trigger language plpgsql as $$
        begin
          raise exception 'refunds down';
        end $$`);
        await db().execute(sql`
        create trigger test_refunds_down before insert on refunds
        for each row when (new.amount_minor = 4321) execute function test_refunds_down()`);
        const provider = t.services.payments.provider;
        const providerRefund = vi.spyOn(provider, 'refund');

        const payment = await refusedPayment(4_321);
        expect(payment).toMatchObject({ status: 'rejected', refundDueMinor: 4_321 });
        expect(await refundsOf(payment.id)).toHaveLength(0);
        expect(providerRefund).not.toHaveBeenCalled();

        await db().execute(sql`drop trigger test_refunds_down on refunds`);
        await recover(2 * MINUTE);
        expect(await refundsOf(payment.id)).toMatchObject([
          { amountMinor: 4_321, status: 'refunded' },
        ]);
        await recover(10 * MINUTE);
        expect(providerRefund).toHaveBeenCalledTimes(1);
        expect(await providerRefunded(payment.reference)).toBe(4_321);
      });

      it('asks the provider nothing more once the refund went through at the first try', async () => {
        const provider = t.services.payments.provider;
        const payment = await refusedPayment(2_222);
        expect(await refundsOf(payment.id)).toMatchObject([{ status: 'refunded' }]);
        expect((await paymentRow(payment.reference)).refundRetryAt).toBeNull();
        const providerRefund = vi.spyOn(provider, 'refund');
        await recover(10 * MINUTE);
        expect(providerRefund).not.toHaveBeenCalled();
        expect(await refundsOf(payment.id)).toHaveLength(1);
      });
    });
  },
);
