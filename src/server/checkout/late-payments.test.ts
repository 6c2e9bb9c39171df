import { mailOutbox } from '@server/mail/schema';
import { orders } from '@server/orders/schema';
import { payments, refunds, sandboxTransactions } from '@server/payments/schema';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { latePaymentTexts } from '@shared/late-payments';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import type { TestApp, TestClient } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const HOUR = 3600_000;

describe.each(testDatabaseKinds())(
  'a payment the provider confirms after the store gave up on it, on %s',
  (kind) => {
    let t: TestApp;
    let pizzas: MenuItem[];
    let drinks: MenuItem[];

    const db = () => t.db.database.db;
    const charge = (client: TestClient, accessCode: string, cardNumber: string) =>
      client.post('/api/payments/sandbox/charge', {
        accessCode,
        cardNumber,
        expiry: FUTURE,
        cvv: '123',
      });
    const paymentRow = async (reference: string) =>
      (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
    const ordersOf = (userId: string) =>
      db().select().from(orders).where(eq(orders.userId, userId));
    const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();
    const refundsOf = (paymentId: string) =>
      db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
    const ledger = async (reference: string) =>
      (
        await db()
          .select()
          .from(sandboxTransactions)
          .where(eq(sandboxTransactions.reference, reference))
      )[0]!;
    const lateMails = (email: string) =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'late_payment_refund')));
    /** The bank clears the transfer, but its notice never reaches the store (lost webhook). */
    const bankClearsSilently = (reference: string) =>
      db()
        .update(sandboxTransactions)
        .set({ status: 'success', paidAt: new Date(), gatewayResponse: 'Transfer confirmed' })
        .where(eq(sandboxTransactions.reference, reference));
    /** A diner whose bank transfer is pending and whose payment the store then gave up on. */
    async function transferGivenUp(quantity = 1) {
      const diner = await readyCustomer(t);
      await addToCart(diner.client, pizzas[0]!, quantity);
      const started = await startPayment(diner.client, diner.customer, diner.addressId);
      const pending = await charge(diner.client, started.accessCode, SANDBOX_CARDS.transferPending);
      expect(pending.json().data.status).toBe('pending');
      await t.services.checkout.recoverPending(new Date(Date.now() + 25 * HOUR));
      expect((await paymentRow(started.reference)).status).toBe('failed');
      return { ...diner, started };
    }

    beforeAll(async () => {
      t = await createCheckoutTestApp(kind);
      await seedMenu(t);
      pizzas = await t.services.catalog.menu({ category: 'Pizza' });
      drinks = await t.services.catalog.menu({ category: 'Drinks' });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await t.close();
    });

    it('records a transfer that clears after the store closed it, when the cart still matches', async () => {
      const { customer, client, started } = await transferGivenUp(2);
      const confirmed = await t
        .client()
        .post('/api/payments/sandbox/transfers/confirm', { reference: started.reference });
      expect(confirmed.statusCode).toBe(200);

      expect(await paymentRow(started.reference)).toMatchObject({
        status: 'successful',
        lateOutcome: 'recorded',
        reason: null,
      });
      expect(await ordersOf(customer.id)).toHaveLength(1);
      expect((await cartOf(client)).items).toEqual([]);
      expect((await ledger(started.reference)).refundedMinor).toBe(0);
      await t.services.mail.idle();
      expect(
        t.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt'),
      ).toHaveLength(1);
    });

    it('refunds it in full exactly once, with a mail, when the cart changed, however webhook, recovery and the browser race', async () => {
      const { customer, client, started } = await transferGivenUp();
      await addToCart(client, drinks[0]!);
      await bankClearsSilently(started.reference);
      const providerRefund = vi.spyOn(t.services.payments.provider, 'refund');

      const [, , , , first, second] = await Promise.all([
        t.services.payments.notifySettled(started.reference),
        t.services.payments.notifySettled(started.reference),
        t.services.checkout.recoverPending(new Date(Date.now() + 2 * HOUR)),
        t.services.checkout.recoverPending(new Date(Date.now() + 2 * HOUR)),
        verify(client, started.reference),
        verify(client, started.reference),
      ]);
      // The diner is told it was not recorded, by whichever answer reached them.
      for (const answer of [first, second]) expect([402, 409]).toContain(answer.statusCode);

      const row = await paymentRow(started.reference);
      expect(row).toMatchObject({
        status: 'rejected',
        lateOutcome: 'refunded',
        reason: latePaymentTexts.lateCartChanged,
        refundDueMinor: started.amountMinor,
      });
      expect(providerRefund).toHaveBeenCalledTimes(1);
      expect(await refundsOf(row.id)).toMatchObject([
        { amountMinor: started.amountMinor, currency: 'NGN', status: 'refunded' },
      ]);
      expect((await ledger(started.reference)).refundedMinor).toBe(started.amountMinor);
      expect(await ordersOf(customer.id)).toHaveLength(0);
      expect((await cartOf(client)).items).toHaveLength(2);
      expect(await lateMails(customer.email)).toHaveLength(1);

      // Later passes and notices change nothing.
      await t.services.payments.notifySettled(started.reference);
      await t.services.checkout.recoverPending(new Date(Date.now() + 10 * HOUR));
      expect(providerRefund).toHaveBeenCalledTimes(1);
      expect((await ledger(started.reference)).refundedMinor).toBe(started.amountMinor);
      expect(await lateMails(customer.email)).toHaveLength(1);
      await t.services.mail.idle();
      const sent = t.mails.sent.filter(
        (m) => m.to === customer.email && m.kind === 'late_payment_refund',
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(started.reference);
    });

    it('records it exactly once when the notices race and the cart matches', async () => {
      const { customer, client, started } = await transferGivenUp();
      await bankClearsSilently(started.reference);
      await Promise.all([
        t.services.payments.notifySettled(started.reference),
        t.services.checkout.recoverPending(new Date(Date.now() + 2 * HOUR)),
        verify(client, started.reference),
        verify(client, started.reference),
      ]);
      expect((await paymentRow(started.reference)).lateOutcome).toBe('recorded');
      expect(await ordersOf(customer.id)).toHaveLength(1);
      expect((await ledger(started.reference)).refundedMinor).toBe(0);
      expect(await lateMails(customer.email)).toHaveLength(0);
    });

    it('refunds it when a dish in the cart is no longer on sale', async () => {
      const { customer, started } = await transferGivenUp();
      const dish = pizzas[0]!;
      await t.services.catalog.updateDish(dish.id, { available: false });
      try {
        await bankClearsSilently(started.reference);
        await t.services.payments.notifySettled(started.reference);
        expect(await paymentRow(started.reference)).toMatchObject({
          status: 'rejected',
          lateOutcome: 'refunded',
          reason: latePaymentTexts.lateDishUnavailable,
        });
        expect((await ledger(started.reference)).refundedMinor).toBe(started.amountMinor);
        expect(await lateMails(customer.email)).toHaveLength(1);
      } finally {
        await t.services.catalog.updateDish(dish.id, { available: true });
      }
    });

    it('the recovery loop asks about recently closed payments, with backoff, and not about old ones', async () => {
      const recent = await transferGivenUp();
      const old = await transferGivenUp();
      await db()
        .update(payments)
        .set({ updatedAt: new Date(Date.now() - 49 * HOUR) })
        .where(eq(payments.reference, old.started.reference));
      await bankClearsSilently(recent.started.reference);
      await bankClearsSilently(old.started.reference);
      const asked = vi.spyOn(t.services.payments.provider, 'verify');

      await t.services.checkout.recoverPending(new Date(Date.now() + 2 * HOUR));
      const references = asked.mock.calls.map(([reference]) => reference);
      expect(references).toContain(recent.started.reference);
      expect(references).not.toContain(old.started.reference);
      expect((await paymentRow(recent.started.reference)).lateOutcome).toBe('recorded');
      expect(await ordersOf(recent.customer.id)).toHaveLength(1);
      expect((await paymentRow(old.started.reference)).status).toBe('failed');
    });

    it('backs off between questions about a closed payment', async () => {
      // Abandoned by the diner just now ("Pay another way"): closed at the real time.
      const diner = await readyCustomer(t);
      await addToCart(diner.client, drinks[2]!);
      const started = await startPayment(diner.client, diner.customer, diner.addressId);
      await charge(diner.client, started.accessCode, SANDBOX_CARDS.transferPending);
      const abandoned = await diner.client.post(
        `/api/checkout/payments/${started.reference}/abandon`,
      );
      expect(abandoned.statusCode, abandoned.body).toBe(200);
      const asked = vi.spyOn(t.services.payments.provider, 'verify');
      const askedAbout = () => asked.mock.calls.filter(([r]) => r === started.reference).length;

      await t.services.checkout.recoverPending(new Date(Date.now() + 60_000));
      expect(askedAbout()).toBe(1);
      // Asked again only after 2^attempts minutes.
      await t.services.checkout.recoverPending(new Date(Date.now() + 90_000));
      expect(askedAbout()).toBe(1);
      await t.services.checkout.recoverPending(new Date(Date.now() + 5 * 60_000));
      expect(askedAbout()).toBe(2);
      expect((await paymentRow(started.reference)).status).toBe('failed');
    });

    it('lists late payments and refunds still owed under "Needs attention" for the back office', async () => {
      const recorded = await transferGivenUp();
      await t
        .client()
        .post('/api/payments/sandbox/transfers/confirm', { reference: recorded.started.reference });
      const refunded = await transferGivenUp();
      await addToCart(refunded.client, drinks[1]!);
      // The provider cannot refund yet: the item stays until the refund went through.
      vi.spyOn(t.services.payments.provider, 'refund').mockRejectedValue(new Error('down'));
      await t
        .client()
        .post('/api/payments/sandbox/transfers/confirm', { reference: refunded.started.reference });

      const admin = await signedIn(t, await createAdmin(t.services), 'admin');
      const list = async () => {
        const response = await admin.get('/api/admin/attention');
        expect(response.statusCode, response.body).toBe(200);
        return response.json().items as { kind: string; reference: string; whatToDo: string }[];
      };
      const items = await list();
      expect(items).toContainEqual(
        expect.objectContaining({
          kind: 'late_payment_recorded',
          reference: recorded.started.reference,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          kind: 'late_payment_refunded',
          reference: refunded.started.reference,
          amountMinor: refunded.started.amountMinor,
          refundStatus: expect.any(String),
          whatToDo: expect.any(String),
        }),
      );

      vi.restoreAllMocks();
      await t.services.checkout.recoverPending(new Date(Date.now() + 2 * HOUR));
      expect((await ledger(refunded.started.reference)).refundedMinor).toBe(
        refunded.started.amountMinor,
      );
      expect((await list()).map((i) => i.reference)).not.toContain(refunded.started.reference);
      expect((await refunded.client.get('/api/admin/attention')).statusCode).toBe(403);
    });
  },
);
