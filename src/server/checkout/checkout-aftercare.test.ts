import { orders } from '@server/orders/schema';
import { payments, refunds } from '@server/payments/schema';
import type { MenuItem } from '@shared/catalog';
import { paymentTexts, SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
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
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

describe.each(testDatabaseKinds())(
  'checkout with the sandbox provider: cards, expiry, receipts, refunds on %s',
  (kind) => {
    let t: TestApp;
    let pizzas: MenuItem[];
    let drinks: MenuItem[];

    const db = () => t.db.database.db;
    const charge = (
      client: TestClient,
      accessCode: string,
      cardNumber: string,
      expiry = FUTURE,
      cvv = '123',
    ) => client.post('/api/payments/sandbox/charge', { accessCode, cardNumber, expiry, cvv });
    const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();
    const paymentRow = async (reference: string) =>
      (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;

    beforeAll(async () => {
      t = await createCheckoutTestApp(kind);
      await seedMenu(t);
      pizzas = await t.services.catalog.menu({ category: 'Pizza' });
      drinks = await t.services.catalog.menu({ category: 'Drinks' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('checks test cards, expiry and CVV like a card form', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[0]!);
      const { accessCode } = await startPayment(client, customer, addressId);
      const expired = await charge(client, accessCode, SANDBOX_CARDS.success, '01/20');
      expect(expired.json().error.fields.expiry).toBe(sandboxTexts.expired);
      const cvv = await charge(client, accessCode, SANDBOX_CARDS.success, FUTURE, '12');
      expect(cvv.json().error.fields.cvv).toBe(sandboxTexts.cvvInvalid);
      const unknown = await charge(client, accessCode, '4111 1111 1111 1111');
      expect(unknown.json().error.fields.cardNumber).toBe(sandboxTexts.unknownCard);
      const spaced = await charge(client, accessCode, '4084 0840 8408 4081');
      expect(spaced.json().data.status).toBe('success');
      const twice = await charge(client, accessCode, SANDBOX_CARDS.success);
      expect(twice.statusCode).toBe(409);
    });

    it('gives up on payments the provider never completed: unpaid after 2 hours, a pending transfer after a day', async () => {
      const unpaid = await readyCustomer(t);
      await addToCart(unpaid.client, pizzas[1]!);
      const left = await startPayment(unpaid.client, unpaid.customer, unpaid.addressId);
      const transfer = await readyCustomer(t);
      await addToCart(transfer.client, drinks[1]!);
      const waiting = await startPayment(transfer.client, transfer.customer, transfer.addressId);
      await charge(transfer.client, waiting.accessCode, SANDBOX_CARDS.transferPending);
      const hour = 3600_000;

      await t.services.checkout.recoverPending(new Date(Date.now() + 30 * 60_000));
      expect((await paymentRow(left.reference)).status).toBe('pending');
      await t.services.checkout.recoverPending(new Date(Date.now() + 3 * hour));
      expect(await paymentRow(left.reference)).toMatchObject({
        status: 'failed',
        reason: expect.stringContaining('abandoned'),
      });
      expect((await paymentRow(waiting.reference)).status).toBe('pending');
      await t.services.checkout.recoverPending(new Date(Date.now() + 25 * hour));
      expect((await paymentRow(waiting.reference)).status).toBe('failed');
      expect((await cartOf(transfer.client)).items).toHaveLength(1);
    });

    it('queues receipts the process never got to send', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[5]!);
      const started = await startPayment(client, customer, addressId);
      await charge(client, started.accessCode, SANDBOX_CARDS.success);
      await verify(client, started.reference);
      await t.services.mail.idle();
      const receipts = () =>
        t.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt');
      expect(receipts()).toHaveLength(1);
      // As if the process stopped between the commit and the outbox.
      await db()
        .update(payments)
        .set({ receiptsQueuedAt: null })
        .where(eq(payments.reference, started.reference));
      await t.services.checkout.recoverPending(new Date(Date.now() + 2 * 60_000));
      await t.services.mail.idle();
      expect(receipts()).toHaveLength(2);
      await t.services.checkout.recoverPending(new Date(Date.now() + 4 * 60_000));
      await t.services.mail.idle();
      expect(receipts()).toHaveLength(2);
    });

    it('refunds a successful payment through the provider, never more than was paid', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[2]!);
      const started = await startPayment(client, customer, addressId);
      await charge(client, started.accessCode, SANDBOX_CARDS.success);
      await verify(client, started.reference);
      const row = await paymentRow(started.reference);
      const refund = t.services.payments.refund;
      expect(
        await refund({
          paymentId: row.id,
          amountMinor: pizzas[2]!.priceMinor,
          reason: 'Order canceled',
        }),
      ).toMatchObject({
        status: 'refunded',
        providerRefundId: expect.stringMatching(/^sbx_rf_/),
      });
      expect(await refund({ paymentId: row.id, amountMinor: row.amountMinor })).toEqual({
        status: 'failed',
        message: paymentTexts.refundTooLarge,
      });
      expect(
        await refund({ paymentId: '00000000-0000-4000-8000-000000000000', amountMinor: 100 }),
      ).toEqual({
        status: 'failed',
        message: paymentTexts.refundNotPaid,
      });
      // The refused one never reached the provider: only the first is recorded.
      expect(await db().select().from(refunds).where(eq(refunds.paymentId, row.id))).toMatchObject([
        { amountMinor: pizzas[2]!.priceMinor, status: 'refunded', reason: 'Order canceled' },
      ]);
    });
  },
);

describe.each(testDatabaseKinds())(
  'a server stopped between payment start and verification on %s',
  (kind) => {
    it('loses nothing: the start-up recovery completes the order', async () => {
      const first = await createCheckoutTestApp(kind);
      const database = first.db;
      try {
        await seedMenu(first);
        const [dish] = await first.services.catalog.menu({ category: 'Pasta' });
        const { customer, client, addressId } = await readyCustomer(first);
        await addToCart(client, dish!, 2);
        const started = await startPayment(client, customer, addressId);
        await client.post('/api/payments/sandbox/charge', {
          accessCode: started.accessCode,
          cardNumber: SANDBOX_CARDS.success,
          expiry: FUTURE,
          cvv: '123',
        });
        // The server stops before the browser's verification (and before the sandbox's notice).
        await first.app.close();

        const second = await createCheckoutTestApp(kind, { database });
        try {
          const db = second.db.database.db;
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            0,
          );
          await second.services.checkout.recoverPending(new Date(Date.now() + 2 * 60_000));
          const [payment] = await db
            .select()
            .from(payments)
            .where(eq(payments.reference, started.reference));
          expect(payment!.status).toBe('successful');
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            1,
          );
          await second.services.mail.idle();
          expect(
            second.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt'),
          ).toHaveLength(1);
          // Running it again changes nothing.
          await second.services.checkout.recoverPending(new Date(Date.now() + 5 * 60_000));
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            1,
          );
        } finally {
          await second.close();
        }
      } finally {
        await database.dispose();
      }
      // Two app start-ups on one database: a loaded 2-core machine has taken 31 s.
    }, 90_000);
  },
);
