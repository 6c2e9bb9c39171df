import { PAYSTACK_WEBHOOK_PATH } from '@server/payments/providers/paystack/webhook';
import { payments, refunds } from '@server/payments/schema';
import type { MenuItem } from '@shared/catalog';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addToCart, readyCustomer, startPayment, verify } from './checkout';
import type { FakePaystack } from './fake-paystack';
import type { TestApp } from './test-app';

/** The settings that point the app at a local fake Paystack. */
export const paystackEnv = (fake: FakePaystack, extra: Record<string, string> = {}) => ({
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: fake.secretKey,
  PAYSTACK_PUBLIC_KEY: fake.publicKey,
  PAYSTACK_BASE_URL: fake.url,
  ...extra,
});

/** Sends a webhook the way Paystack does: raw JSON body, signature header, no cookies, no CSRF token. */
export const postWebhook = (t: TestApp, body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: PAYSTACK_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });

export const paymentRow = async (t: TestApp, reference: string) =>
  (await t.db.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

export const refundRows = (t: TestApp, paymentId: string) =>
  t.db.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

/** What our books say went back on a payment: its refunds that are not failed. */
export const recordedRefunded = async (t: TestApp, paymentId: string) =>
  (await refundRows(t, paymentId))
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountMinor, 0);

/** A diner who started a Paystack payment for `quantity` of `dish` (not paid yet). */
export async function startedPaystackCheckout(t: TestApp, dish: MenuItem, quantity = 2) {
  const ready = await readyCustomer(t);
  await addToCart(ready.client, dish, quantity);
  const started = await startPayment(ready.client, ready.customer, ready.addressId);
  return { ...ready, started };
}

/** A diner whose Paystack payment went through and was recorded: its payment row. */
export async function paidWithPaystack(t: TestApp, fake: FakePaystack, dish: MenuItem) {
  const checkout = await startedPaystackCheckout(t, dish);
  fake.pay(checkout.started.reference);
  const verified = await verify(checkout.client, checkout.started.reference);
  expect(verified.statusCode, verified.body).toBe(200);
  return paymentRow(t, checkout.started.reference);
}
