import { orders } from '@server/orders/schema';
import { payments, sandboxTransactions } from '@server/payments/schema';
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
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('a bank transfer still pending, on %s', (kind) => {
  let t: TestApp;
  let pizzas: MenuItem[];

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
  const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
  const startAgain = (client: TestClient, email: string, fullName: string, addressId: string) =>
    client.post('/api/checkout/payments', { addressId, fullName, email });
  /** A diner whose bank transfer for the cart awaits the bank. */
  async function transferPending() {
    const diner = await readyCustomer(t);
    await addToCart(diner.client, pizzas[1]!);
    const started = await startPayment(diner.client, diner.customer, diner.addressId);
    await charge(diner.client, started.accessCode, SANDBOX_CARDS.transferPending);
    return { ...diner, started };
  }

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    pizzas = await t.services.catalog.menu({ category: 'Pizza' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows on the checkout and the orders page, and refuses a second payment for the cart', async () => {
    const { customer, client, addressId, started } = await transferPending();
    const listed = await client.get('/api/checkout/transfers');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().transfers).toEqual([
      expect.objectContaining({
        reference: started.reference,
        amountMinor: started.amountMinor,
        currency: 'NGN',
      }),
    ]);

    const second = await startAgain(client, customer.email, customer.username, addressId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      latePaymentTexts.transferStillPending(started.amountMinor, 'NGN', started.reference),
    );
    // Nothing was opened at the provider for the refused one.
    expect(await db().select().from(payments).where(eq(payments.userId, customer.id))).toHaveLength(
      1,
    );

    // Another diner sees none of it.
    const other = await readyCustomer(t);
    expect((await other.client.get('/api/checkout/transfers')).json().transfers).toEqual([]);
    expect(
      (await other.client.post(`/api/checkout/payments/${started.reference}/abandon`)).statusCode,
    ).toBe(404);
  });

  it('uses what the provider last said when it cannot be reached', async () => {
    const { customer, client, addressId, started } = await transferPending();
    // The recovery loop asked while the provider answered, and kept what it said.
    await t.services.checkout.recoverPending(new Date(Date.now() + 2 * 60_000));
    expect((await paymentRow(started.reference)).providerStatus).toBe('pending');
    vi.spyOn(t.services.payments.provider, 'verify').mockRejectedValue(new Error('down'));
    const second = await startAgain(client, customer.email, customer.username, addressId);
    expect(second.statusCode).toBe(409);
    expect((await client.get('/api/checkout/transfers')).json().transfers).toHaveLength(1);
  });

  it('is not a checkout closed without paying: that one never blocks the next payment', async () => {
    const diner = await readyCustomer(t);
    await addToCart(diner.client, pizzas[2]!);
    const first = await startPayment(diner.client, diner.customer, diner.addressId);
    await diner.client.post('/api/payments/sandbox/abandon', { accessCode: first.accessCode });
    expect((await diner.client.get('/api/checkout/transfers')).json().transfers).toEqual([]);
    const second = await startAgain(
      diner.client,
      diner.customer.email,
      diner.customer.username,
      diner.addressId,
    );
    expect(second.statusCode, second.body).toBe(201);
  });

  it('"Pay another way" abandons it; a card then pays, and the transfer clearing later is refunded in full', async () => {
    const { customer, client, addressId, started } = await transferPending();
    const abandoned = await client.post(`/api/checkout/payments/${started.reference}/abandon`);
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json().message).toBe(latePaymentTexts.abandoned);
    expect(await paymentRow(started.reference)).toMatchObject({
      status: 'failed',
      reason: latePaymentTexts.abandonedByDiner,
    });
    expect((await client.get('/api/checkout/transfers')).json().transfers).toEqual([]);

    const card = await startAgain(client, customer.email, customer.username, addressId);
    expect(card.statusCode, card.body).toBe(201);
    await charge(client, card.json().accessCode, SANDBOX_CARDS.success);
    expect((await verify(client, card.json().reference)).statusCode).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);

    // The abandoned transfer clears after all: the cart is empty now, so it is given back.
    const cleared = await t
      .client()
      .post('/api/payments/sandbox/transfers/confirm', { reference: started.reference });
    expect(cleared.statusCode).toBe(200);
    expect(await paymentRow(started.reference)).toMatchObject({
      status: 'rejected',
      lateOutcome: 'refunded',
    });
    const [ledger] = await db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, started.reference));
    expect(ledger!.refundedMinor).toBe(started.amountMinor);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });
});
