import type { MenuItem } from '@shared/catalog';
import { SANDBOX_CARDS } from '@shared/payments';
import { expect } from 'vitest';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from './checkout';
import type { DbKind, TestDatabase } from './databases';
import { paymentRow } from './paystack';
import type { TestApp, TestClient } from './test-app';

/** Payments made in tests the way the diner makes them: the API, then the sandbox's frame. */

/** Any expiry date after today is accepted by the sandbox: December of next year. */
export const SANDBOX_TEST_EXPIRY = `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

/** A test app with the demo menu in it, ready for a diner to fill a cart. */
export async function seededCheckoutApp(
  kind: DbKind,
  options: { env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<TestApp> {
  const t = await createCheckoutTestApp(kind, options);
  await seedMenu(t);
  return t;
}

/** Pays a started payment in the sandbox's frame with a test card (the success card by default). */
export const chargeSandbox = (
  client: TestClient,
  accessCode: string,
  cardNumber: string = SANDBOX_CARDS.success,
) =>
  client.post('/api/payments/sandbox/charge', {
    accessCode,
    cardNumber,
    expiry: SANDBOX_TEST_EXPIRY,
    cvv: '123',
  });

/** A new diner pays for `quantity` of `dish` in the sandbox and the payment is recorded: its row. */
export async function paidWithSandbox(t: TestApp, dish: MenuItem, quantity = 2) {
  const { customer, client, addressId } = await readyCustomer(t);
  await addToCart(client, dish, quantity);
  const started = await startPayment(client, customer, addressId);
  const charged = await chargeSandbox(client, started.accessCode);
  expect(charged.statusCode, charged.body).toBeLessThan(300);
  expect((await verify(client, started.reference)).statusCode).toBeLessThan(300);
  return paymentRow(t, started.reference);
}
