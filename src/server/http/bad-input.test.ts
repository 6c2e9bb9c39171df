import { createAdmin, createCustomer } from '@server/seed/factories';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every endpoint of the OpenAPI document, as guest, customer and admin, gets malformed JSON,
 * wrong types, missing and unknown fields and oversized bodies: each answer must be a 4xx JSON
 * error with a message, never a 5xx, never a stack trace.
 */
interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
}

const uuid = '00000000-0000-4000-8000-000000000000';
const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

function expectCleanClientError(response: { statusCode: number; body: string }, what: string) {
  expect(
    response.statusCode,
    `${what} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(
    response.statusCode,
    `${what} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
  ).toBeLessThan(500);
  const body = JSON.parse(response.body);
  expect(typeof body.error?.message, what).toBe('string');
  // No stack frames and no SQL (Drizzle quotes identifiers: select "id" from "users").
  expect(response.body).not.toMatch(
    /at .+\.(ts|js):\d+|node_modules|select "|insert into "|update "|delete from "|syntax error at|violates .* constraint/i,
  );
}

describe('bad input on every endpoint', () => {
  let t: TestApp;
  let operations: Operation[];
  const clients: Record<string, TestClient> = {};

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          hasBody: Boolean(op.requestBody),
        })),
    );
    const customer = await createCustomer(t.services);
    const admin = await createAdmin(t.services);
    clients.guest = t.client();
    clients.customer = t.client();
    clients.admin = t.client();
    await clients.customer.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    await clients.admin.post('/api/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the documented endpoints', () => {
    expect(operations.length).toBeGreaterThan(8);
    expect(operations.some((o) => o.path === '/api/auth/login')).toBe(true);
  });

  for (const role of ['guest', 'customer', 'admin']) {
    it(`answers malformed, mistyped, unknown-field and oversized bodies with a 4xx as ${role}`, async () => {
      const client = clients[role]!;
      for (const op of operations.filter((o) => o.hasBody && o.path !== '/api/auth/logout')) {
        const url = fillPath(op.path, uuid);
        const method = op.method as 'POST';
        const what = `${role} ${op.method} ${op.path}`;
        expectCleanClientError(
          await client.request(method, url, '{"broken": '),
          `${what} malformed`,
        );
        expectCleanClientError(await client.request(method, url, '[1,2,3]'), `${what} array`);
        expectCleanClientError(
          await client.request(method, url, { email: 42, password: [], quantity: 'lots', id: {} }),
          `${what} wrong types`,
        );
        expectCleanClientError(
          await client.request(method, url, { unexpectedField: 'x' }),
          `${what} unknown field`,
        );
        expectCleanClientError(
          await client.request(method, url, JSON.stringify({ pad: 'x'.repeat(200_000) })),
          `${what} oversized`,
        );
      }
    });

    it(`answers nonsense path and query parameters with a 4xx or a clean answer as ${role}`, async () => {
      const client = clients[role]!;
      for (const op of operations.filter((o) => o.path.includes('{'))) {
        for (const value of ['not-a-uuid', uuid, '%00', '9'.repeat(40)]) {
          const url = `${fillPath(op.path, value)}?page=-1&limit=abc&date=yesterday`;
          const response = await client.request(
            op.method as 'GET',
            url,
            op.hasBody ? {} : undefined,
          );
          expect(
            response.statusCode,
            `${role} ${op.method} ${url} -> ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }
      }
      for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
        const response = await client.request(
          'GET',
          `${op.path}?page=-1&pageSize=abc&date=31-31-2020&category=%00`,
        );
        expect(
          response.statusCode,
          `${role} GET ${op.path} -> ${response.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    });
  }

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await clients.guest!.get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
