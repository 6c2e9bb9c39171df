import type { MenuItem } from '@shared/catalog';
import { paymentTexts } from '@shared/payments';
import { createCheckoutTestApp, seedMenu, verify } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import {
  type FakePaystack,
  paystackContract,
  startFakePaystack,
} from '@test/support/fake-paystack';
import {
  paymentRow,
  paystackEnv,
  postWebhook,
  refundRows,
  startedPaystackCheckout,
} from '@test/support/paystack';
import type { TestApp } from '@test/support/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Answers Paystack gives that conform to its contract but that the storefront must read right. */
describe.each(testDatabaseKinds())('odd but valid Paystack answers on %s', (kind) => {
  let fake: FakePaystack;
  let t: TestApp;
  let dish: MenuItem;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createCheckoutTestApp(kind, { env: paystackEnv(fake) });
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ category: 'Burger' }))[0]!;
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('refunds a payment charged in another currency in that currency, and the amount charged', async () => {
    const { client, started } = await startedPaystackCheckout(t, dish);
    fake.pay(started.reference, { currency: 'USD', amount: 700 });
    const refused = await verify(client, started.reference);
    expect(refused.json().error.message).toBe(paymentTexts.amountMismatch);
    const payment = await paymentRow(t, started.reference);
    expect(payment).toMatchObject({ status: 'rejected', refundDueMinor: 700 });
    const sent = paystackContract.refundRequest.parse(
      fake.requests.findLast((r) => r.method === 'POST' && r.path === '/refund')!.body,
    );
    expect(sent).toMatchObject({ transaction: started.reference, amount: 700, currency: 'USD' });
    expect(await refundRows(t, payment.id)).toMatchObject([
      { amountMinor: 700, currency: 'USD', status: 'pending' },
    ]);
    expect(fake.refunded(started.reference)).toBe(700);
  });

  it('treats a paid_at that does not parse as absent (no Invalid Date, the payment is recorded)', async () => {
    const { client, started } = await startedPaystackCheckout(t, dish);
    const tx = fake.pay(started.reference);
    const path = `/transaction/verify/${started.reference}`;
    fake.answerNext(path, 200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: tx.id,
        status: 'success',
        reference: tx.reference,
        amount: tx.amount,
        currency: tx.currency,
        channel: 'card',
        paid_at: 'not a date',
        customer: { email: tx.email },
      },
    });
    const before = Date.now();
    const verified = await verify(client, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    const payment = await paymentRow(t, started.reference);
    expect(payment.status).toBe('successful');
    expect(payment.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('acknowledges (2xx) a webhook whose verify answers 200 with status false, so Paystack stops resending it', async () => {
    const { started } = await startedPaystackCheckout(t, dish);
    fake.pay(started.reference);
    const { body, signature } = fake.webhook(started.reference);
    fake.answerNext(`/transaction/verify/${started.reference}`, 200, {
      status: false,
      message: 'Transaction could not be verified',
    });
    const answered = await postWebhook(t, body, signature);
    expect(answered.statusCode, answered.body).toBe(200);
    // Nothing was recorded from it; the recovery loop (or the next notice) asks again.
    expect((await paymentRow(t, started.reference)).status).toBe('pending');
    // A transient failure still answers 5xx, so that notice comes again.
    fake.failNext(1);
    expect((await postWebhook(t, body, signature)).statusCode).toBe(503);
    expect((await postWebhook(t, body, signature)).statusCode).toBe(200);
    expect((await paymentRow(t, started.reference)).status).toBe('successful');
  });
});
