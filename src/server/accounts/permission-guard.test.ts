import { createCustomer, createStaff } from '@server/seed/factories';
import { messages } from '@shared/messages';
import type { StaffRole } from '@shared/permissions';
import { dishInput } from '@test/support/authorization/kit';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The one permission hook (guards.ts): every back-office route declares the permission it needs,
 * and the hook answers before the handler, the body parser or the upload reader runs.
 */
describe.each(testDatabaseKinds())('the permission guard on %s', (kind) => {
  let t: TestApp;
  const staffClient = async (role: StaffRole) => {
    const account = await createStaff(t.services, role);
    const client = t.client();
    const login = await client.post('/api/auth/admin/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.role).toBe(role);
    return client;
  };
  let kitchen: TestClient;
  let host: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    kitchen = await staffClient('kitchen');
    host = await staffClient('host');
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows a permission for every /api/admin route and for no other route', () => {
    const admin = t.app.routePermissions.filter((r) => r.url.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(15);
    expect(admin.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const others = t.app.routePermissions.filter((r) => !r.url.startsWith('/api/admin'));
    expect(others.filter((r) => r.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('lets each role reach its own pages and refuses the others with a clear message', async () => {
    expect((await kitchen.get('/api/admin/kitchen')).statusCode).toBe(200);
    expect((await host.get('/api/admin/reservations')).statusCode).toBe(200);
    for (const [client, url] of [
      [kitchen, '/api/admin/settings'],
      [kitchen, '/api/admin/overview'],
      [kitchen, '/api/admin/reservations'],
      [host, '/api/admin/kitchen'],
      [host, '/api/admin/orders'],
    ] as const) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(messages.auth.roleForbidden);
    }
  });

  it('answers before the body is read: 401/403 even for a body that would not validate', async () => {
    const guest = await t.client().request('PUT', '/api/admin/settings', { nonsense: true });
    expect(guest.statusCode).toBe(401);
    const refused = await kitchen.request('PUT', '/api/admin/settings', { nonsense: true });
    expect(refused.statusCode).toBe(403);
    const upload = await host.request('POST', '/api/admin/uploads', 'not multipart', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(upload.statusCode).toBe(403);
  });

  it('lets the kitchen switch a dish sold out and back, but not rename it', async () => {
    const dish = await t.services.catalog.addDish(dishInput('Guarded Gnocchi'));
    const url = `/api/admin/dishes/${dish.id}`;
    expect((await kitchen.request('PATCH', url, { available: false })).statusCode).toBe(200);
    expect((await t.services.catalog.findItem(dish.id))?.available).toBe(false);
    const rename = await kitchen.request('PATCH', url, { available: true, name: 'Other' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error.message).toBe(messages.auth.roleForbidden);
    expect((await t.services.catalog.findItem(dish.id))?.name).toBe('Guarded Gnocchi');
    expect((await kitchen.request('DELETE', url)).statusCode).toBe(403);
  });

  it('sends staff through the back-office door only, and customers through their own', async () => {
    const cook = await createStaff(t.services, 'kitchen');
    const atCustomerDoor = await t.client().post('/api/auth/login', {
      email: cook.email,
      password: cook.password,
    });
    expect(atCustomerDoor.statusCode).toBe(403);
    expect(atCustomerDoor.json().error.message).toBe(messages.auth.adminAtCustomerLogin);
    const diner = await createCustomer(t.services);
    const atStaffDoor = await t.client().post('/api/auth/admin/login', {
      email: diner.email,
      password: diner.password,
    });
    expect(atStaffDoor.statusCode).toBe(403);
    expect(atStaffDoor.json().error.message).toBe(messages.auth.notAdmin);
  });

  it('keeps staff away from the cart: staff cannot order', async () => {
    const response = await kitchen.get('/api/cart');
    expect(response.statusCode).toBe(403);
  });
});
