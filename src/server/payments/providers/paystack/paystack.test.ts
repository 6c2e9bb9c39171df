import { orders } from '@server/orders/schema';
import { payments, refunds } from '@server/payments/schema';
import type { MenuItem } from '@shared/catalog';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { paymentTexts } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import {
  type FakePaystack,
  paystackContract,
  startFakePaystack,
} from '@test/support/fake-paystack';
import type { TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYSTACK_WEBHOOK_PATH } from './webhook';

const paystackEnv = (fake: FakePaystack) => ({
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: fake.secretKey,
  PAYSTACK_PUBLIC_KEY: fake.publicKey,
  PAYSTACK_BASE_URL: fake.url,
});

/** Sends a webhook the way Paystack does: raw JSON body, signature header, no cookies, no CSRF token. */
const postWebhook = (t: TestApp, body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: PAYSTACK_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });

describe.each(testDatabaseKinds())('checkout with Paystack (local fake) on %s', (kind) => {
  let fake: FakePaystack;
  let t: TestApp;
  let menu: MenuItem[];

  const db = () => t.db.database.db;
  const paymentRow = async (reference: string) =>
    (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));

  async function paidCheckout() {
    const ready = await readyCustomer(t);
    await addToCart(ready.client, menu[0]!, 2);
    const started = await startPayment(ready.client, ready.customer, ready.addressId);
    return { ...ready, started };
  }

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createCheckoutTestApp(kind, { env: paystackEnv(fake) });
    await seedMenu(t);
    menu = await t.services.catalog.menu({ category: 'Burger' });
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('initializes the transaction with the secret key, the server-computed amount in kobo, NGN and our reference', async () => {
    const { customer, client, started } = await paidCheckout();
    const call = fake.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect(call.authorization).toBe(`Bearer ${fake.secretKey}`);
    const body = paystackContract.initializeRequest.parse(call.body);
    expect(body).toMatchObject({
      email: customer.email,
      amount: menu[0]!.priceMinor * 2 + DELIVERY_FEE_MINOR,
      currency: 'NGN',
      reference: started.reference,
      callback_url: 'http://localhost:3000/checkout/payment',
    });
    expect(started).toMatchObject({
      accessCode: fake.transactions.get(started.reference)!.accessCode,
      authorizationUrl: expect.stringContaining('checkout.paystack.com'),
      provider: {
        name: 'paystack',
        displayName: 'Paystack',
        publicKey: fake.publicKey,
        checkout: 'popup',
      },
    });
    const summary = await client.get('/api/checkout');
    expect(summary.json().provider.publicKey).toBe(fake.publicKey);
    // Paystack's popup is a frame of its own site: the storefront's policy lets only that one in.
    expect(summary.headers['content-security-policy']).toContain(
      "frame-src 'self' https://checkout.paystack.com;",
    );
  });

  it('refuses a webhook with a bad signature before doing anything', async () => {
    const { customer, started } = await paidCheckout();
    fake.pay(started.reference);
    const { body, signature } = fake.webhook(started.reference);
    const calls = fake.requests.length;
    for (const bad of [
      '',
      'f'.repeat(128),
      signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    ]) {
      const response = await postWebhook(t, body, bad);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(paymentTexts.badSignature);
    }
    // Signed for another body: refused too.
    const tampered = await postWebhook(t, body.replace('"success"', '"successful"'), signature);
    expect(tampered.statusCode).toBe(401);
    expect(fake.requests.length).toBe(calls);
    expect((await paymentRow(started.reference)).status).toBe('pending');
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('records a signed webhook after asking Paystack, and a replayed webhook changes nothing', async () => {
    const { customer, client, started } = await paidCheckout();
    fake.pay(started.reference);
    const { body, signature } = fake.webhook(started.reference);
    const first = await postWebhook(t, body, signature);
    expect(first.statusCode).toBe(200);
    expect(fake.requests.findLast((r) => r.method === 'GET')!.path).toBe(
      `/transaction/verify/${started.reference}`,
    );
    expect(await paymentRow(started.reference)).toMatchObject({
      status: 'successful',
      method: 'Paystack',
    });
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect((await client.get('/api/cart')).json().items).toEqual([]);
    await t.services.mail.idle();
    const receipts = () =>
      t.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt');
    expect(receipts()).toHaveLength(1);

    for (let i = 0; i < 3; i += 1)
      expect((await postWebhook(t, body, signature)).statusCode).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    await t.services.mail.idle();
    expect(receipts()).toHaveLength(1);
    // The browser's late success report is refused as a reuse, and records nothing either.
    expect((await verify(client, started.reference)).statusCode).toBe(409);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('ignores a signed webhook for a transaction Paystack has not been paid for', async () => {
    const { customer, started } = await paidCheckout();
    const { body, signature } = fake.webhook(started.reference);
    expect((await postWebhook(t, body, signature)).statusCode).toBe(200);
    expect((await paymentRow(started.reference)).status).toBe('pending');
    expect(await ordersOf(customer.id)).toHaveLength(0);
    const unknown = fake.webhook('TVP-UNKNOWN-1');
    expect((await postWebhook(t, unknown.body, unknown.signature)).statusCode).toBe(200);
  });

  it('refuses an amount or currency mismatch and refunds what Paystack took', async () => {
    const { customer, client, started } = await paidCheckout();
    fake.pay(started.reference, { amount: 5000 });
    const refused = await verify(client, started.reference);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(paymentTexts.amountMismatch);
    const row = await paymentRow(started.reference);
    expect(row.status).toBe('rejected');
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect((await client.get('/api/cart')).json().items).toHaveLength(1);
    const refund = paystackContract.refundRequest.parse(
      fake.requests.findLast((r) => r.path === '/refund')!.body,
    );
    expect(refund).toMatchObject({ transaction: started.reference, amount: 5000, currency: 'NGN' });
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, row.id))).toMatchObject([
      { amountMinor: 5000, status: 'pending', providerRefundId: expect.any(String) },
    ]);

    const other = await paidCheckout();
    fake.pay(other.started.reference, { currency: 'USD' });
    expect((await verify(other.client, other.started.reference)).json().error.message).toBe(
      paymentTexts.amountMismatch,
    );
    expect(await ordersOf(other.customer.id)).toHaveLength(0);
  });

  it('keeps the payment pending when Paystack is down, and records it once Paystack answers', async () => {
    const { customer, client, started } = await paidCheckout();
    fake.pay(started.reference);
    fake.failNext(1);
    const down = await verify(client, started.reference);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(paymentTexts.providerUnavailable);
    expect((await paymentRow(started.reference)).status).toBe('pending');
    expect((await verify(client, started.reference)).statusCode).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('refunds a canceled order through POST /refund', async () => {
    const { client, started } = await paidCheckout();
    fake.pay(started.reference);
    await verify(client, started.reference);
    const row = await paymentRow(started.reference);
    const result = await t.services.payments.refund({
      paymentId: row.id,
      amountMinor: menu[0]!.priceMinor,
      reason: 'Canceled by the diner',
    });
    expect(result).toMatchObject({ status: 'pending', providerRefundId: expect.any(String) });
    const body = paystackContract.refundRequest.parse(
      fake.requests.findLast((r) => r.path === '/refund')!.body,
    );
    // Our idempotency key travels in merchant_note (Paystack has no idempotency header); the
    // reason is for the diner.
    expect(body).toEqual({
      transaction: started.reference,
      amount: menu[0]!.priceMinor,
      currency: 'NGN',
      merchant_note: expect.stringMatching(/^refund:/),
      customer_note: 'Canceled by the diner',
    });
  });
});

describe.each(testDatabaseKinds())(
  'Paystack: a server stopped after payment started on %s',
  (kind) => {
    it('loses nothing: the webhook to the restarted server completes the order', async () => {
      const fake = await startFakePaystack();
      const first = await createCheckoutTestApp(kind, { env: paystackEnv(fake) });
      const database = first.db;
      try {
        await seedMenu(first);
        const [dish] = await first.services.catalog.menu({ category: 'Salad' });
        const { customer, client, addressId } = await readyCustomer(first);
        await addToCart(client, dish!);
        const started = await startPayment(client, customer, addressId);
        await first.app.close();
        // The diner pays while our server is down.
        fake.pay(started.reference);

        const second = await createCheckoutTestApp(kind, { env: paystackEnv(fake), database });
        try {
          const { body, signature } = fake.webhook(started.reference);
          expect((await postWebhook(second, body, signature)).statusCode).toBe(200);
          const db = second.db.database.db;
          const [payment] = await db
            .select()
            .from(payments)
            .where(eq(payments.reference, started.reference));
          expect(payment!.status).toBe('successful');
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            1,
          );
          expect(fake.violations).toEqual([]);
        } finally {
          await second.close();
        }
      } finally {
        await database.dispose();
        await fake.close();
      }
    });
  },
);
