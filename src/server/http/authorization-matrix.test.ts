import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCustomer, createStaff } from '@server/seed/factories';
import { STAFF_ROLES } from '@shared/permissions';
import { accountEntries } from '@test/support/authorization/account-entries';
import { addressEntries } from '@test/support/authorization/address-entries';
import { auditEntries } from '@test/support/authorization/audit-entries';
import { bookingLinkEntries } from '@test/support/authorization/booking-link-entries';
import { categoryEntries } from '@test/support/authorization/category-entries';
import { checkoutAdminEntries } from '@test/support/authorization/checkout-admin-entries';
import { customerEntries } from '@test/support/authorization/customer-entries';
import { depositEntries } from '@test/support/authorization/deposit-entries';
import { guestCheckoutEntries } from '@test/support/authorization/guest-checkout-entries';
import { hostEntries } from '@test/support/authorization/host-entries';
import {
  type Ctx,
  callOrder,
  dishInput,
  type Entry,
  isStaffCaller,
  json,
  newOrderOfA,
  newReservationOfA,
  type Role,
} from '@test/support/authorization/kit';
import { publicEntries } from '@test/support/authorization/public-entries';
import { reportEntries } from '@test/support/authorization/report-entries';
import { settingsEntries } from '@test/support/authorization/settings-entries';
import { soldOutEntries } from '@test/support/authorization/sold-out-entries';
import { staffEntries } from '@test/support/authorization/staff-entries';
import {
  paymentLinkEntries,
  staffOrderEntries,
} from '@test/support/authorization/staff-order-entries';
import { tableEntries } from '@test/support/authorization/table-entries';
import { waitlistEntries } from '@test/support/authorization/waitlist-entries';
import { testDatabaseKinds } from '@test/support/databases';
import { makePng, multipartBody } from '@test/support/images';
import { openStream } from '@test/support/orders';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestClient } from '@test/support/test-app';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every endpoint of the OpenAPI document, called as a guest, as customer A, as customer B (on A's
 * rows wherever the endpoint takes an id) and as each staff role (owner, manager, kitchen, host),
 * against a table of expected outcomes, on each test database:
 * - public endpoints answer every caller alike (never 401/403);
 * - customer endpoints: 401 for guests, 403 for staff (who have no customer data), 404 when B
 *   names A's row (ids reveal nothing), and A's rows are untouched afterwards; B's lists never
 *   contain A's rows;
 * - back-office endpoints: the route declares the entry's permission, and the statuses come from
 *   the permission table: 401 for guests, 403 for customers and for roles without it, and the
 *   action works for each role with it.
 * A documented endpoint without an entry fails the suite: a new route must say who may call it.
 */

/** Who may call what. The key is the method and the path as the OpenAPI document writes it. */
const matrix: Record<string, Entry> = {
  ...publicEntries,
  ...checkoutAdminEntries,
  ...settingsEntries,
  ...addressEntries,
  ...reportEntries,
  ...accountEntries,
  ...categoryEntries,
  ...soldOutEntries,
  ...staffEntries,
  ...staffOrderEntries,
  ...paymentLinkEntries,
  ...customerEntries,
  ...auditEntries,
  ...hostEntries,
  ...bookingLinkEntries,
  ...waitlistEntries,
  ...depositEntries,
  ...guestCheckoutEntries,
  // Last: once a table exists, bookings are placed by tables.
  ...tableEntries,
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe.each(testDatabaseKinds())('authorization matrix (%s)', (kind) => {
  const ctx = {} as Ctx;
  let documented: Array<{ key: string; method: string; path: string }> = [];
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-matrix-'));
    const t = await createTestApp(kind, { DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.t = t;
    // Customer A books afresh for every caller of every booking route: past the default cap of 3.
    await saveBookingRules(t, { maxActiveBookings: 50 });
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
      owner: await createStaff(t.services, 'owner'),
      manager: await createStaff(t.services, 'manager'),
      kitchen: await createStaff(t.services, 'kitchen'),
      host: await createStaff(t.services, 'host'),
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
      owner: await login(ctx.accounts.owner, 'admin'),
      manager: await login(ctx.accounts.manager, 'admin'),
      kitchen: await login(ctx.accounts.kitchen, 'admin'),
      host: await login(ctx.accounts.host, 'admin'),
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
      area: 'Lagos Island',
    });
    expect(address.statusCode, address.body).toBe(201);
    ids.address = json(address).address.id;
    expect(
      (await ctx.clients.a.request('PUT', '/api/checkout/delivery', { option: 'Home Delivery' }))
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
    const uploaded = await ctx.clients.owner.request('POST', '/api/admin/uploads', upload.body, {
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
    await client.post(isStaffCaller(role) ? '/api/auth/admin/login' : '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    return client;
  }

  it('matches every back-office route to the permission its entry names', () => {
    const declared = ctx.t.app.routePermissions;
    for (const { key, method, path: documentedPath } of documented) {
      const url = documentedPath.replace(/\{(\w+)\}/g, ':$1');
      const route = declared.find((r) => r.method === method && r.url === url);
      expect(route, key).toBeDefined();
      expect(route?.permission ?? undefined, key).toBe(matrix[key]?.permission);
      if (documentedPath.startsWith('/api/admin')) expect(route?.permission, key).toBeTruthy();
    }
    expect(STAFF_ROLES.every((role) => role in ctx.clients)).toBe(true);
  });

  for (const [key, entry] of Object.entries(matrix)) {
    it(key, async () => {
      const [method, documentedPath] = key.split(' ') as [string, string];
      const statuses: Partial<Record<Role, number>> = {};
      for (const role of callOrder(entry.expect)) {
        // Fresh rows for each caller: one role's success (an accepted order) leaves the next its own.
        const vars = entry.setup ? await entry.setup(ctx) : {};
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
