/** The world the API fuzz runs in: its operations, and two customers with rows of every kind. */

import path from 'node:path';
import { seedDemoCatalog } from '@server/seed/demo-dishes';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { makePng, multipartBody } from '@test/support/images';
import { seedPaidOrders } from '@test/support/orders';
import { bookingInput } from '@test/support/reservations';
import type { TestApp, TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from './fingerprint';
import type { JsonSchema, Method, Operation, Parameter, Pools, Role } from './types';

export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, raw]) => {
        const op = raw as {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        };
        return {
          key: `${method.toUpperCase()} ${p}`,
          method: method.toUpperCase() as Method,
          path: p,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema,
          stream: Boolean(op.responses?.['200']?.content?.['text/event-stream']),
        };
      }),
  );
}

export const json = (response: { body: string }) => JSON.parse(response.body);

/** Two customers with a cart line, an address, a payment, a reservation and orders each. */
export async function prepare(t: TestApp, clients: Record<Role, TestClient>) {
  await seedDemoCatalog(t.db.database.db);
  const accounts = {
    customer: await createCustomer(t.services),
    other: await createCustomer(t.services),
    admin: await createAdmin(t.services),
  };
  const signIn = async (account: { email: string; password: string }, door: string, ip: string) => {
    const client = t.client(ip);
    const response = await client.post(door, { email: account.email, password: account.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  };
  clients.guest = t.client('10.200.0.1');
  clients.customer = await signIn(accounts.customer, '/api/auth/login', '10.200.0.2');
  clients.admin = await signIn(accounts.admin, '/api/auth/admin/login', '10.200.0.3');
  const otherClient = await signIn(accounts.other, '/api/auth/login', '10.200.0.4');
  for (const client of Object.values(clients))
    client.csrfToken = json(await client.get('/api/auth/session')).csrfToken;

  const dishRows = rowsOf<{ id: string; image_url: string }>(
    await t.db.database.db.execute(sql`select id, image_url from dishes order by name`),
  );
  expect(dishRows.length).toBeGreaterThan(2);

  const rowsOfCustomer = async (
    client: TestClient,
    account: { id: string; email: string },
    dishId: string,
  ) => {
    const ok = async (response: { statusCode: number; body: string }, status: number) => {
      expect(response.statusCode, response.body).toBe(status);
      return json(response);
    };
    const cart = await ok(await client.post('/api/cart/items', { dishId, quantity: 2 }), 201);
    const address = await ok(
      await client.post('/api/checkout/addresses', {
        address: '14 Admiralty Way, Lekki Phase 1, Lagos',
        phone: '+234 803 555 0147',
        area: 'Lekki Phase 1',
      }),
      201,
    );
    await ok(
      await client.request('PUT', '/api/checkout/delivery', { option: 'Home Delivery' }),
      200,
    );
    const payment = await ok(
      await client.post('/api/checkout/payments', {
        addressId: address.address.id,
        fullName: 'Ada Obi',
        email: account.email,
      }),
      201,
    );
    const reservation = await ok(await client.post('/api/reservations', bookingInput()), 201);
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: account.id,
      email: account.email,
    });
    // Each id under the paths that name it; what the fuzz may do with it is up to the server.
    return {
      '/api/cart/items/': [cart.items[0].id as string],
      '/api/checkout/addresses/': [address.address.id as string],
      '/api/checkout/payments/': [payment.reference as string],
      '/api/reservations/': [reservation.reservation.id as string],
      '/api/admin/reservations/': [reservation.reservation.id as string],
      '/api/orders/': orderIds,
      '/api/admin/orders/': orderIds,
    };
  };
  const upload = multipartBody('image', 'dish.png', 'image/png', makePng(8, 8));
  const uploaded = await clients.admin.request('POST', '/api/admin/uploads', upload.body, {
    headers: { 'content-type': upload.contentType },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);

  const own = await rowsOfCustomer(clients.customer, accounts.customer, dishRows[0]!.id);
  const others = await rowsOfCustomer(otherClient, accounts.other, dishRows[1]!.id);
  const shared = {
    '/api/admin/dishes/': dishRows.slice(0, 6).map((d) => d.id),
    '/media/dishes/': dishRows.slice(0, 3).map((d) => path.basename(d.image_url)),
    '/uploads/': [path.basename(json(uploaded).image.url)],
  };
  const byPath: Record<string, string[]> = { ...shared };
  for (const [prefix, values] of [...Object.entries(own), ...Object.entries(others)])
    byPath[prefix] = [...(byPath[prefix] ?? []), ...values];
  const distinct = (record: Record<string, string[]>) => [...new Set(Object.values(record).flat())];
  const pools: Pools = {
    own: distinct(own),
    others: distinct(others),
    shared: distinct(shared),
    byPath,
    byField: {
      dishId: shared['/api/admin/dishes/'],
      addressId: [...own['/api/checkout/addresses/']!, ...others['/api/checkout/addresses/']!],
    },
    emails: [accounts.customer.email, accounts.other.email, accounts.admin.email],
    imageUrls: [
      json(uploaded).image.url,
      dishRows[0]!.image_url,
      '/uploads/x.png',
      'javascript:alert(1)',
    ],
  };
  await t.services.mail.idle();
  return { pools, accounts };
}
