import { seedDemoCatalog } from '@server/seed/demo-dishes';
import { createCustomer } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import type { StartedPayment } from '@shared/checkout';
import { expect } from 'vitest';
import type { DbKind, TestDatabase } from './databases';
import { createTestApp, type TestApp, type TestClient } from './test-app';

/** A test app; `database` lets a second app open the same database, as a restarted server would. */
export function createCheckoutTestApp(
  kind: DbKind,
  options: { env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<TestApp> {
  return createTestApp(kind, options.env ?? {}, { database: options.database });
}

export const seedMenu = (t: TestApp) => seedDemoCatalog(t.db.database.db);

/** A signed-in customer with a saved address and a chosen delivery option. */
export async function readyCustomer(t: TestApp) {
  const customer = await createCustomer(t.services);
  const client = t.client();
  const login = await client.post('/api/auth/login', {
    email: customer.email,
    password: customer.password,
  });
  expect(login.statusCode).toBe(200);
  const address = await client.post('/api/checkout/addresses', {
    address: '14 Admiralty Way, Lekki Phase 1, Lagos',
    phone: '+234 803 555 0147',
    area: 'Lekki Phase 1',
  });
  expect(address.statusCode).toBe(201);
  expect(
    (await client.request('PUT', '/api/checkout/delivery', { option: 'Home Delivery' })).statusCode,
  ).toBe(200);
  return { customer, client, addressId: address.json().address.id as string };
}

export async function addToCart(client: TestClient, dish: MenuItem, quantity = 1) {
  const response = await client.post('/api/cart/items', { dishId: dish.id, quantity });
  expect(response.statusCode, response.body).toBe(201);
}

export async function startPayment(
  client: TestClient,
  customer: { email: string; username: string },
  addressId: string | undefined,
  extra: { note?: string; contactPhone?: string; scheduledFor?: string } = {},
): Promise<StartedPayment> {
  const response = await client.post('/api/checkout/payments', {
    ...(addressId ? { addressId } : {}),
    fullName: customer.username,
    email: `  ${customer.email}  `,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const verify = (client: TestClient, reference: string) =>
  client.request('POST', `/api/checkout/payments/${reference}/verify`);
