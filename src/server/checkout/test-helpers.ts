import { expect } from 'vitest';
import type { MenuItem } from '../../shared/catalog';
import type { StartedPayment } from '../../shared/checkout';
import { buildApp } from '../app';
import { seedDemoCatalog } from '../catalog/demo-data';
import { type Config, testConfig } from '../config';
import { type PaymentsConfig, paymentsConfigFromEnv } from '../payments/config';
import { createCustomer } from '../seed/factories';
import { createTestDatabase, type DbKind, type TestDatabase } from '../testing/databases';
import { memoryTransport, type TestApp, TestClient } from '../testing/test-app';

/**
 * A test app whose payment settings are passed explicitly (the app config does not carry them
 * yet). `database` lets a second app open the same database, as a restarted server would.
 */
export async function createCheckoutTestApp(
  kind: DbKind,
  options: { env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<TestApp> {
  const env = { NODE_ENV: 'test', ...options.env };
  const db = options.database ?? (await createTestDatabase(kind));
  const mails = memoryTransport();
  const config: Config & { payments: PaymentsConfig } = {
    ...testConfig(env),
    payments: paymentsConfigFromEnv(env),
  };
  const built = await buildApp({
    config,
    database: db.database,
    mailTransport: mails.transport,
    webRoot: null,
  });
  await built.app.ready();
  let clients = 0;
  return {
    ...built,
    db,
    mails,
    client: (ip?: string) => {
      clients += 1;
      return new TestClient(built, ip ?? `10.0.1.${clients}`);
    },
    async close() {
      await built.app.close();
      if (!options.database) await db.dispose();
    },
  };
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
  addressId: string,
): Promise<StartedPayment> {
  const response = await client.post('/api/checkout/payments', {
    addressId,
    fullName: customer.username,
    email: `  ${customer.email}  `,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const verify = (client: TestClient, reference: string) =>
  client.request('POST', `/api/checkout/payments/${reference}/verify`);
