/** Data for the load invariants' tests: paid checkouts through the API, as the browser does. */

import { payments } from '@server/payments/schema';
import { SANDBOX_CARDS } from '@shared/payments';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addToCart, readyCustomer, startPayment, verify } from './checkout';
import type { TestApp, TestClient } from './test-app';

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The names of the checks that failed, in order. */
export const failing = (report: { checks: { name: string; ok: boolean }[] }) =>
  report.checks.filter((c) => !c.ok).map((c) => c.name);

/** Pays in the sandbox's frame, as the diner does. */
export async function charge(client: TestClient, accessCode: string, cardNumber: string) {
  const response = await client.post('/api/payments/sandbox/charge', {
    accessCode,
    cardNumber,
    expiry: EXPIRY,
    cvv: '123',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer pays for two pizzas (two orders) through the API, as the browser and the sandbox frame do. */
export async function paidCheckout(t: TestApp) {
  const ready = await readyCustomer(t);
  const pizzas = await t.services.catalog.menu({ category: 'Pizza' });
  await addToCart(ready.client, pizzas[0]!, 2);
  await addToCart(ready.client, pizzas[1]!);
  const started = await startPayment(ready.client, ready.customer, ready.addressId);
  await charge(ready.client, started.accessCode, SANDBOX_CARDS.success);
  const verified = await verify(ready.client, started.reference);
  expect(verified.statusCode, verified.body).toBe(200);
  const [row] = await t.db.database.db
    .select()
    .from(payments)
    .where(eq(payments.reference, started.reference));
  return { ...ready, payment: row!, pizzas };
}
