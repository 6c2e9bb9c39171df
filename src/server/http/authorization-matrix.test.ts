import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orders } from '@server/orders/schema';
import { reservations } from '@server/reservations/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { makePng, multipartBody } from '@test/support/images';
import { openStream, seedPaidOrders } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every endpoint of the OpenAPI document, called as a guest, as customer A, as customer B (on A's
 * rows wherever the endpoint takes an id) and as an admin, against a table of expected outcomes:
 * - public endpoints answer every caller alike (never 401/403);
 * - customer endpoints: 401 for guests, 403 for admins (who have no customer data), 404 when B
 *   names A's row (ids reveal nothing), and A's rows are untouched afterwards; B's lists never
 *   contain A's rows;
 * - admin endpoints: 401 for guests, 403 for customers, and the admin's action works.
 * A documented endpoint without an entry fails the suite: a new route must say who may call it.
 */

type Role = 'guest' | 'admin' | 'b' | 'a';
const ROLES: Role[] = ['guest', 'admin', 'b', 'a'];
const succeeds = (outcome: Outcome) => typeof outcome === 'number' && outcome < 400;
/** The refused callers go first and the allowed ones last: a success may consume the row. */
const callOrder = (expectation: Expectation): Role[] =>
  expectation === 'open'
    ? ROLES
    : [
        ...ROLES.filter((r) => !succeeds(expectation[r])),
        ...ROLES.filter((r) => succeeds(expectation[r])),
      ];
/** A status, or the statuses allowed (another customer's row: 403 or 404 both reveal nothing). */
type Outcome = number | number[] | 'open';
type Expectation = Record<Role, Outcome> | 'open';

interface Ctx {
  t: TestApp;
  baseUrl: string;
  clients: Record<Role, TestClient>;
  accounts: {
    a: { id: string; email: string; password: string };
    b: { id: string; email: string; password: string };
    admin: { id: string; email: string; password: string };
    spare: { id: string; email: string; password: string };
  };
  ids: Record<string, string>;
}
interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Entry {
  expect: Expectation;
  /** The request; `vars` come from `setup`. Defaults to the documented path with ctx ids filled in. */
  call?: (ctx: Ctx, role: Role, vars: Record<string, string>) => Call;
  /** Fresh rows for this endpoint (e.g. an order to cancel), so A's success consumes nothing shared. */
  setup?: (ctx: Ctx) => Promise<Record<string, string>>;
  /** After each refused call: the row must be as it was. */
  intact?: (ctx: Ctx, vars: Record<string, string>) => Promise<void>;
  /** Extra checks of one caller's successful answer (e.g. B's list holds none of A's rows). */
  check?: (ctx: Ctx, role: Role, response: { statusCode: number; body: string }) => void;
  /** Sign each caller in afresh (sign-in and sign-out endpoints change the session). */
  fresh?: boolean;
  /** A server-sent-event stream: called over real HTTP, only the status is compared. */
  stream?: boolean;
}

const customer = (own: number, others: number | number[] = own): Record<Role, Outcome> => ({
  guest: 401,
  admin: 403,
  b: others,
  a: own,
});
const adminOnly = (ok = 200): Record<Role, Outcome> => ({ guest: 401, admin: ok, b: 403, a: 403 });
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const weekAhead = () => {
  const day = new Date(Date.now() + 7 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
};
const reservationInput = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email,
  phone: '0803 000 0000',
  date: weekAhead(),
  time: '20:00',
  guests: 2,
  seats: 2,
  specialRequests: '',
});
const dishInput = (name: string) => ({
  name,
  description: 'A test dish.',
  category: 'Pasta' as const,
  area: 'Italian',
  priceMinor: 1500_00,
  image: { url: '/media/dishes/placeholder.svg', width: 480, height: 360 },
});
const json = (response: { body: string }) => JSON.parse(response.body);

async function orderStatus(ctx: Ctx, orderId: string) {
  const [row] = await ctx.t.db.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row?.status;
}
async function reservationStatus(ctx: Ctx, id: string) {
  const [row] = await ctx.t.db.database.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.status;
}
const newOrderOfA = async (ctx: Ctx) => {
  const { orderIds } = await seedPaidOrders(ctx.t.db.database.db, {
    userId: ctx.accounts.a.id,
    email: ctx.accounts.a.email,
  });
  return { orderId: orderIds[0]! };
};
const newReservationOfA = async (ctx: Ctx) => {
  const response = await ctx.clients.a.post(
    '/api/reservations',
    reservationInput(ctx.accounts.a.email),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: json(response).reservation.id as string };
};
const cartOfA = async (ctx: Ctx) =>
  json(await ctx.clients.a.get('/api/cart')) as { items: Array<{ id: string; quantity: number }> };

/** Who may call what. The key is the method and the path as the OpenAPI document writes it. */
const matrix: Record<string, Entry> = {
  // Accounts: public by nature; the session-changing ones get fresh sessions.
  'GET /api/auth/session': {
    expect: { guest: 200, admin: 200, b: 200, a: 200 },
    check: (c, role, response) => {
      const user = json(response).user;
      if (role === 'guest') expect(user).toBeNull();
      else expect(user.email).toBe(c.accounts[role].email);
    },
  },
  'POST /api/auth/signup': {
    expect: { guest: 201, admin: 201, b: 201, a: 201 },
    call: () => ({
      url: '/api/auth/signup',
      body: {
        username: `u${randomBytes(4).toString('hex')}`,
        email: unique('signup'),
        password: 'secret-123',
      },
    }),
  },
  'POST /api/auth/login': {
    expect: 'open',
    fresh: true,
    call: (c) => ({
      url: '/api/auth/login',
      body: { email: c.accounts.spare.email, password: c.accounts.spare.password },
    }),
    check: (_c, _r, response) => expect(response.statusCode).toBe(200),
  },
  'POST /api/auth/admin/login': {
    expect: 'open',
    fresh: true,
    call: (c) => ({
      url: '/api/auth/admin/login',
      body: { email: c.accounts.admin.email, password: c.accounts.admin.password },
    }),
    check: (_c, _r, response) => expect(response.statusCode).toBe(200),
  },
  'POST /api/auth/logout': { expect: 'open', fresh: true },
  'POST /api/auth/verify-email': {
    expect: 'open',
    call: () => ({ url: '/api/auth/verify-email', body: { token: 'x'.repeat(32) } }),
  },
  'POST /api/auth/resend-verification': {
    expect: 'open',
    call: () => ({ url: '/api/auth/resend-verification', body: { email: unique('resend') } }),
  },
  'POST /api/auth/password/forgot': {
    expect: 'open',
    call: () => ({ url: '/api/auth/password/forgot', body: { email: unique('forgot') } }),
  },
  'POST /api/auth/password/reset': {
    expect: 'open',
    call: () => ({
      url: '/api/auth/password/reset',
      body: { token: 'x'.repeat(32), password: 'new-secret-1' },
    }),
  },
  'POST /api/newsletter': {
    expect: 'open',
    call: () => ({ url: '/api/newsletter', body: { email: unique('news') } }),
  },

  // The menu and its pictures: public.
  'GET /api/menu/categories': { expect: 'open' },
  'GET /api/menu': { expect: 'open', call: () => ({ url: '/api/menu?category=Pasta' }) },
  'GET /media/dishes/{file}': {
    expect: 'open',
    call: () => ({ url: '/media/dishes/placeholder.svg' }),
  },
  // A picture of the public recipe database, proxied (this app is not configured for it: 404 for all).
  'GET /media/recipes/{file}': {
    expect: 'open',
    call: () => ({ url: '/media/recipes/unknown.jpg' }),
  },
  'GET /uploads/{file}': {
    expect: 'open',
    call: (c) => ({ url: c.ids.uploadUrl! }),
    check: (_c, _r, response) => expect(response.statusCode).toBe(200),
  },

  // The cart: each customer's own.
  'GET /api/cart': {
    expect: customer(200),
    check: (c, role, response) => {
      const lineIds = (json(response).items ?? []).map((line: { id: string }) => line.id);
      if (role === 'b') expect(lineIds).not.toContain(c.ids.cartLine);
      if (role === 'a') expect(lineIds).toContain(c.ids.cartLine);
    },
  },
  'POST /api/cart/items': {
    expect: customer(201),
    call: (c) => ({ url: '/api/cart/items', body: { dishId: c.ids.dish } }),
  },
  'PATCH /api/cart/items/{lineId}': {
    expect: customer(200, 404),
    call: (c) => ({ url: `/api/cart/items/${c.ids.cartLine}`, body: { quantity: 7 } }),
    intact: async (c) =>
      expect((await cartOfA(c)).items.find((l) => l.id === c.ids.cartLine)?.quantity).not.toBe(7),
  },
  'DELETE /api/cart/items/{lineId}': {
    expect: customer(200, 404),
    setup: async (c) => {
      const added = json(await c.clients.a.post('/api/cart/items', { dishId: c.ids.otherDish }));
      return {
        lineId: added.items.find((l: { dishId: string }) => l.dishId === c.ids.otherDish).id,
      };
    },
    call: (_c, _r, v) => ({ url: `/api/cart/items/${v.lineId}` }),
    intact: async (c, v) =>
      expect((await cartOfA(c)).items.some((l) => l.id === v.lineId)).toBe(true),
  },

  // Reservations.
  'GET /api/reservations/availability': { expect: 'open' },
  'POST /api/reservations': {
    expect: customer(201),
    call: (c, role) => ({
      url: '/api/reservations',
      body: reservationInput(role === 'b' ? c.accounts.b.email : c.accounts.a.email),
    }),
  },
  'GET /api/reservations/mine': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).items.map((r: { id: string }) => r.id);
      if (role === 'b') expect(ids).not.toContain(c.ids.reservation);
      if (role === 'a') expect(ids).toContain(c.ids.reservation);
    },
  },
  'POST /api/reservations/{id}/cancel': {
    expect: customer(200, 404),
    setup: newReservationOfA,
    call: (_c, _r, v) => ({ url: `/api/reservations/${v.id}/cancel` }),
    intact: async (c, v) => expect(await reservationStatus(c, v.id!)).toBe('pending'),
  },
  'GET /api/admin/reservations': {
    expect: adminOnly(),
    check: (_c, role, response) => {
      if (role === 'admin') expect(json(response).total).toBeGreaterThan(0);
    },
  },
  'POST /api/admin/reservations/{id}/confirm': {
    expect: adminOnly(),
    setup: newReservationOfA,
    call: (_c, _r, v) => ({ url: `/api/admin/reservations/${v.id}/confirm` }),
    intact: async (c, v) => expect(await reservationStatus(c, v.id!)).toBe('pending'),
  },

  // The payment provider's sandbox: its API is public and authorised by the access code itself.
  'POST /api/payments/sandbox/checkout/request_inline': {
    expect: 'open',
    call: () => ({
      url: '/api/payments/sandbox/checkout/request_inline',
      body: { key: 'pk_wrong' },
    }),
  },
  'GET /api/payments/sandbox/transaction/verify_access_code/{accessCode}': {
    expect: 'open',
    call: () => ({ url: '/api/payments/sandbox/transaction/verify_access_code/no-such-code' }),
  },
  'POST /api/payments/sandbox/charge': {
    expect: 'open',
    call: () => ({
      url: '/api/payments/sandbox/charge',
      body: {
        accessCode: 'no-such-code',
        cardNumber: '4084084084084081',
        expiry: '12/30',
        cvv: '408',
      },
    }),
  },
  'POST /api/payments/sandbox/abandon': {
    expect: 'open',
    call: () => ({ url: '/api/payments/sandbox/abandon', body: { accessCode: 'no-such-code' } }),
  },
  'POST /api/payments/sandbox/transfers/confirm': {
    expect: 'open',
    call: () => ({
      url: '/api/payments/sandbox/transfers/confirm',
      body: { reference: 'no-such-reference' },
    }),
  },

  // Checkout: addresses, delivery option and payments are each customer's own.
  'GET /api/checkout': {
    expect: customer(200),
    check: (c, role, response) => {
      if (role === 'b') expect(response.body).not.toContain(c.ids.cartLine);
    },
  },
  'GET /api/checkout/addresses': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).addresses.map((a: { id: string }) => a.id);
      if (role === 'b') expect(ids).not.toContain(c.ids.address);
      if (role === 'a') expect(ids).toContain(c.ids.address);
    },
  },
  'POST /api/checkout/addresses': {
    expect: customer(201),
    call: () => ({
      url: '/api/checkout/addresses',
      body: { address: '1 Test Street, Lagos', phone: '0803 111 2222' },
    }),
  },
  'DELETE /api/checkout/addresses/{id}': {
    expect: customer(200, 404),
    setup: async (c) => ({
      id: json(
        await c.clients.a.post('/api/checkout/addresses', {
          address: '2 Other Road, Lagos',
          phone: '0803 333 4444',
        }),
      ).address.id,
    }),
    call: (_c, _r, v) => ({ url: `/api/checkout/addresses/${v.id}` }),
    intact: async (c, v) => {
      const ids = json(await c.clients.a.get('/api/checkout/addresses')).addresses.map(
        (a: { id: string }) => a.id,
      );
      expect(ids).toContain(v.id);
    },
  },
  'GET /api/checkout/delivery': { expect: customer(200) },
  'PUT /api/checkout/delivery': {
    expect: customer(200),
    call: () => ({ url: '/api/checkout/delivery', body: { option: 'Home Delivery' } }),
  },
  'POST /api/checkout/payments': {
    // B names A's address: refused as unknown (400), never charged to A.
    expect: customer(201, 400),
    call: (c) => ({
      url: '/api/checkout/payments',
      body: { addressId: c.ids.address, fullName: 'Ada Obi', email: c.accounts.a.email },
    }),
  },
  'GET /api/checkout/payments/{reference}': {
    expect: customer(200, [403, 404]),
    call: (c) => ({ url: `/api/checkout/payments/${c.ids.payment}` }),
  },
  'POST /api/checkout/payments/{reference}/verify': {
    // A's unpaid payment is not confirmed by the provider (402); B and the others never reach it.
    expect: customer(402, [403, 404]),
    call: (c) => ({ url: `/api/checkout/payments/${c.ids.payment}/verify` }),
  },

  // Orders: the diner's own.
  'GET /api/orders/present': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).items.map((o: { orderId: string }) => o.orderId);
      if (role === 'b') expect(ids).not.toContain(c.ids.order);
      if (role === 'a') expect(ids).toContain(c.ids.order);
    },
  },
  'GET /api/orders/past': {
    expect: customer(200),
    check: (c, role, response) => {
      const ids = json(response).items.map((o: { orderId: string }) => o.orderId);
      if (role === 'b') expect(ids).not.toContain(c.ids.canceledOrder);
      if (role === 'a') expect(ids).toContain(c.ids.canceledOrder);
    },
  },
  'POST /api/orders/{orderId}/cancel': {
    expect: customer(200, 404),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({ url: `/api/orders/${v.orderId}/cancel` }),
    intact: async (c, v) => expect(await orderStatus(c, v.orderId!)).toBe('paid'),
  },
  'GET /api/orders/events': { expect: customer(200), stream: true },

  // The back office.
  'GET /api/admin/overview': { expect: adminOnly() },
  'GET /api/admin/orders': {
    expect: adminOnly(),
    check: (_c, role, response) => {
      if (role === 'admin') expect(json(response).total).toBeGreaterThan(0);
    },
    call: () => ({ url: '/api/admin/orders?filter=all' }),
  },
  'GET /api/admin/orders/delivered': { expect: adminOnly() },
  'GET /api/admin/orders/canceled': { expect: adminOnly() },
  'POST /api/admin/orders/{orderId}/deliver': {
    expect: adminOnly(),
    setup: newOrderOfA,
    call: (_c, _r, v) => ({ url: `/api/admin/orders/${v.orderId}/deliver` }),
    intact: async (c, v) => expect(await orderStatus(c, v.orderId!)).toBe('paid'),
  },
  'POST /api/admin/orders/{orderId}/refund': {
    expect: adminOnly(),
    setup: async (c) => {
      // A canceled order whose refund is still owed (its payment is not one the provider knows).
      const { orderId } = await newOrderOfA(c);
      const canceled = await c.clients.a.post(`/api/orders/${orderId}/cancel`);
      expect(json(canceled).order.refundStatus).toBe('pending');
      return { orderId };
    },
    call: (_c, _r, v) => ({ url: `/api/admin/orders/${v.orderId}/refund` }),
  },
  'GET /api/admin/events': { expect: adminOnly(), stream: true },
  'GET /api/admin/dishes': { expect: adminOnly() },
  'POST /api/admin/dishes': {
    expect: adminOnly(201),
    call: () => ({ url: '/api/admin/dishes', body: dishInput('Matrix Pasta') }),
  },
  'PATCH /api/admin/dishes/{id}': {
    expect: adminOnly(),
    call: (c) => ({ url: `/api/admin/dishes/${c.ids.dish}`, body: { name: 'Renamed by someone' } }),
    intact: async (c) =>
      expect((await c.t.services.catalog.findItem(c.ids.dish!))?.name).toBe('Matrix Linguine'),
  },
  'DELETE /api/admin/dishes/{id}': {
    expect: adminOnly(),
    setup: async (c) => ({ id: (await c.t.services.catalog.addDish(dishInput('Doomed Dish'))).id }),
    call: (_c, _r, v) => ({ url: `/api/admin/dishes/${v.id}` }),
    intact: async (c, v) => expect(await c.t.services.catalog.findItem(v.id!)).not.toBeNull(),
  },
  'POST /api/admin/uploads': {
    expect: adminOnly(201),
    call: () => {
      const form = multipartBody('image', 'dish.png', 'image/png', makePng(8, 8));
      return {
        url: '/api/admin/uploads',
        body: form.body,
        headers: { 'content-type': form.contentType },
      };
    },
  },

  // The development mailbox: only outside production (app.test.ts checks it is gone there).
  'GET /api/dev/mails': { expect: 'open' },
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('authorization matrix', () => {
  const ctx = {} as Ctx;
  let documented: Array<{ key: string; method: string; path: string }> = [];
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-matrix-'));
    const t = await createTestApp('pglite', { DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.t = t;
    ctx.baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' })) as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods)
        .filter((m) => METHODS.includes(m))
        .map((m) => ({ key: `${m.toUpperCase()} ${p}`, method: m.toUpperCase(), path: p })),
    );

    ctx.accounts = {
      a: await createCustomer(t.services),
      b: await createCustomer(t.services),
      admin: await createAdmin(t.services),
      spare: await createCustomer(t.services),
    };
    const login = async (
      account: { email: string; password: string },
      as: 'customer' | 'admin',
    ) => {
      const client = t.client();
      const response = await client.post(
        as === 'admin' ? '/api/auth/admin/login' : '/api/auth/login',
        {
          email: account.email,
          password: account.password,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      return client;
    };
    ctx.clients = {
      guest: t.client(),
      a: await login(ctx.accounts.a, 'customer'),
      b: await login(ctx.accounts.b, 'customer'),
      admin: await login(ctx.accounts.admin, 'admin'),
    };

    // A's rows that the others will name.
    const ids: Record<string, string> = {};
    ids.dish = (await t.services.catalog.addDish(dishInput('Matrix Linguine'))).id;
    ids.otherDish = (await t.services.catalog.addDish(dishInput('Matrix Penne'))).id;
    const cart = json(await ctx.clients.a.post('/api/cart/items', { dishId: ids.dish }));
    ids.cartLine = cart.items[0].id;
    const address = await ctx.clients.a.post('/api/checkout/addresses', {
      address: '14 Admiralty Way, Lagos',
      phone: '0803 555 0147',
    });
    expect(address.statusCode, address.body).toBe(201);
    ids.address = json(address).address.id;
    expect(
      (await ctx.clients.a.request('PUT', '/api/checkout/delivery', { option: 'Pickup Station' }))
        .statusCode,
    ).toBe(200);
    const payment = await ctx.clients.a.post('/api/checkout/payments', {
      addressId: ids.address,
      fullName: 'Ada Obi',
      email: ctx.accounts.a.email,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    ids.payment = json(payment).reference;
    ids.reservation = (await newReservationOfA(ctx)).id;
    ids.order = (await newOrderOfA(ctx)).orderId;
    ids.canceledOrder = (await newOrderOfA(ctx)).orderId;
    expect((await ctx.clients.a.post(`/api/orders/${ids.canceledOrder}/cancel`)).statusCode).toBe(
      200,
    );
    const upload = multipartBody('image', 'a.png', 'image/png', makePng(6, 6));
    const uploaded = await ctx.clients.admin.request('POST', '/api/admin/uploads', upload.body, {
      headers: { 'content-type': upload.contentType },
    });
    ids.uploadUrl = json(uploaded).image.url;
    ctx.ids = ids;
  });
  afterAll(async () => {
    await ctx.t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has an entry for every documented endpoint, and documents every entry', () => {
    const keys = documented.map((d) => d.key);
    expect(keys.length).toBeGreaterThan(40);
    const missing = keys.filter((key) => !(key in matrix));
    expect(missing, `endpoints without an authorization entry: add them to the matrix`).toEqual([]);
    expect(
      Object.keys(matrix).filter((key) => !keys.includes(key)),
      'entries for endpoints that no longer exist',
    ).toEqual([]);
  });

  async function freshClient(role: Role): Promise<TestClient> {
    const client = ctx.t.client();
    if (role === 'guest') return client;
    const account = ctx.accounts[role];
    await client.post(role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    return client;
  }

  for (const [key, entry] of Object.entries(matrix)) {
    it(key, async () => {
      const [method, documentedPath] = key.split(' ') as [string, string];
      const vars = entry.setup ? await entry.setup(ctx) : {};
      const statuses: Partial<Record<Role, number>> = {};
      for (const role of callOrder(entry.expect)) {
        const client = entry.fresh ? await freshClient(role) : ctx.clients[role];
        const call = entry.call?.(ctx, role, vars) ?? { url: documentedPath };
        let response: { statusCode: number; body: string };
        if (entry.stream) {
          const stream = await openStream(ctx.baseUrl, call.url, client);
          stream.close();
          response = { statusCode: stream.status, body: '' };
        } else {
          const raw: LightMyRequestResponse = await client.request(
            method as 'GET',
            call.url,
            call.body,
            { headers: call.headers },
          );
          response = { statusCode: raw.statusCode, body: raw.body };
        }
        const what = `${role} ${method} ${call.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        statuses[role] = response.statusCode;
        expect(response.statusCode, what).toBeLessThan(500);
        const expected = entry.expect === 'open' ? 'open' : entry.expect[role];
        if (expected === 'open') expect([401, 403], what).not.toContain(response.statusCode);
        else if (Array.isArray(expected)) expect(expected, what).toContain(response.statusCode);
        else expect(response.statusCode, what).toBe(expected);
        if (response.statusCode < 300) entry.check?.(ctx, role, response);
        if (response.statusCode >= 400 && entry.intact) await entry.intact(ctx, vars);
      }
      // A public endpoint answers everyone alike: being signed in (or an admin) changes nothing.
      if (entry.expect === 'open')
        expect(new Set(Object.values(statuses)).size, JSON.stringify(statuses)).toBe(1);
    });
  }
});
