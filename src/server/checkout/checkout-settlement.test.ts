import { orders } from '@server/orders/schema';
import { payments, refunds, sandboxTransactions } from '@server/payments/schema';
import type { DomainEvent } from '@server/platform/events';
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
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

describe.each(testDatabaseKinds())(
  'checkout with the sandbox provider: recording a payment on %s',
  (kind) => {
    let t: TestApp;
    let pizzas: MenuItem[];
    let drinks: MenuItem[];
    const events: DomainEvent[] = [];

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
    const ordersOf = (userId: string) =>
      db().select().from(orders).where(eq(orders.userId, userId));

    beforeAll(async () => {
      t = await createCheckoutTestApp(kind);
      await seedMenu(t);
      pizzas = await t.services.catalog.menu({ category: 'Pizza' });
      drinks = await t.services.catalog.menu({ category: 'Drinks' });
      t.services.events.subscribe((event) => events.push(event));
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses a forged success (the provider has not been paid) and records nothing', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[2]!);
      const started = await startPayment(client, customer, addressId);
      const forged = await verify(client, started.reference);
      expect(forged.statusCode).toBe(402);
      expect(forged.json().error.message).toBe(paymentTexts.notConfirmed);
      expect((await paymentRow(started.reference)).status).toBe('pending');
      expect(await ordersOf(customer.id)).toHaveLength(0);
      expect((await cartOf(client)).items).toHaveLength(1);
    });

    it("refuses an unknown reference and another customer's reference", async () => {
      const alice = await readyCustomer(t);
      await addToCart(alice.client, pizzas[0]!);
      const started = await startPayment(alice.client, alice.customer, alice.addressId);
      await charge(alice.client, started.accessCode, SANDBOX_CARDS.success);
      const bob = await readyCustomer(t);
      // Another diner's reference answers exactly like an unknown one: no telling that it exists.
      const stolen = await verify(bob.client, started.reference);
      const unknown = await verify(bob.client, 'TVP-NOPE-000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(paymentTexts.unknownReference);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual(unknown.json());
      const look = (reference: string) => bob.client.get(`/api/checkout/payments/${reference}`);
      const lookStolen = await look(started.reference);
      const lookUnknown = await look('TVP-NOPE-000000');
      expect(lookStolen.statusCode).toBe(404);
      expect(lookStolen.json()).toEqual(lookUnknown.json());
      expect((await paymentRow(started.reference)).status).toBe('pending');
      expect(await ordersOf(alice.customer.id)).toHaveLength(0);
      expect(await ordersOf(bob.customer.id)).toHaveLength(0);
      expect((await cartOf(alice.client)).items).toHaveLength(1);
    });

    it('refuses an amount mismatch, records nothing and refunds what was taken', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, drinks[2]!);
      const started = await startPayment(client, customer, addressId);
      // The provider's transaction says another amount than the one we asked for.
      await db()
        .update(sandboxTransactions)
        .set({ amountMinor: 100 })
        .where(eq(sandboxTransactions.reference, started.reference));
      await charge(client, started.accessCode, SANDBOX_CARDS.success);
      const refused = await verify(client, started.reference);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error.message).toBe(paymentTexts.amountMismatch);
      const row = await paymentRow(started.reference);
      expect(row).toMatchObject({ status: 'rejected', reason: paymentTexts.amountMismatch });
      expect(await ordersOf(customer.id)).toHaveLength(0);
      expect((await cartOf(client)).items).toHaveLength(1);
      expect(await db().select().from(refunds).where(eq(refunds.paymentId, row.id))).toMatchObject([
        { amountMinor: 100, status: 'refunded' },
      ]);
      expect((await verify(client, started.reference)).statusCode).toBe(409);
    });

    it('refuses a payment whose cart changed after it started, and leaves the cart as it is', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[3]!);
      const started = await startPayment(client, customer, addressId);
      await charge(client, started.accessCode, SANDBOX_CARDS.success);
      await addToCart(client, drinks[3]!);
      const refused = await verify(client, started.reference);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error.message).toBe(paymentTexts.cartChanged);
      expect((await paymentRow(started.reference)).status).toBe('rejected');
      expect(await ordersOf(customer.id)).toHaveLength(0);
      expect((await cartOf(client)).items).toHaveLength(2);
    });

    it('leaves no order and the cart intact after a declined card; another card then pays', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[4]!);
      const started = await startPayment(client, customer, addressId);
      const declined = await charge(client, started.accessCode, SANDBOX_CARDS.declined);
      expect(declined.json().data).toMatchObject({
        status: 'failed',
        message: sandboxTexts.declined,
      });
      expect((await verify(client, started.reference)).statusCode).toBe(402);
      expect(await ordersOf(customer.id)).toHaveLength(0);
      expect((await cartOf(client)).items).toHaveLength(1);
      await charge(client, started.accessCode, SANDBOX_CARDS.success);
      expect((await verify(client, started.reference)).statusCode).toBe(200);
      expect(await ordersOf(customer.id)).toHaveLength(1);
    });

    it('keeps a bank transfer pending with the cart intact until the bank confirms it', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, drinks[4]!, 2);
      const started = await startPayment(client, customer, addressId);
      const pending = await charge(client, started.accessCode, SANDBOX_CARDS.transferPending);
      expect(pending.json().data.status).toBe('pending');
      expect((await verify(client, started.reference)).statusCode).toBe(402);
      expect((await paymentRow(started.reference)).status).toBe('pending');
      expect((await cartOf(client)).items).toHaveLength(1);
      const confirmed = await t
        .client()
        .post('/api/payments/sandbox/transfers/confirm', { reference: started.reference });
      expect(confirmed.statusCode).toBe(200);
      expect((await paymentRow(started.reference)).status).toBe('successful');
      expect(await ordersOf(customer.id)).toHaveLength(1);
      expect((await cartOf(client)).items).toEqual([]);
    });

    it('records one payment and one order from 20 concurrent verifications', async () => {
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizzas[0]!, 2);
      await addToCart(client, drinks[0]!);
      const started = await startPayment(client, customer, addressId);
      await charge(client, started.accessCode, SANDBOX_CARDS.success);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => verify(client, started.reference)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      expect(await ordersOf(customer.id)).toHaveLength(1);
      const [count] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.userId, customer.id));
      expect(count!.n).toBe(1);
      await t.services.mail.idle();
      expect(
        t.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt'),
      ).toHaveLength(1);
    });
  },
);
