import { SESSION_COOKIE } from '@server/accounts';
import { createCustomer } from '@server/seed/factories';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every spelling of a path that the router may take to the same route. Paths are matched
 * case-blind, with or without a trailing slash, so each of these may reach the handler: the CSRF
 * check must hold for all of them (refused or unknown, never processed).
 */
const spellings = (path: string) => {
  const upper = path.toUpperCase();
  const [, api, ...rest] = path.split('/');
  const tail = rest.join('/');
  return [
    path,
    upper,
    `/API/${tail}`,
    `/Api/${tail.replace(/^(\w)/, (c) => c.toUpperCase())}`,
    `${path}/`,
    `${upper}/`,
    `/${path}`,
    `/${api}//${tail}`,
    `${path}?x=1`,
    `${path}/?x=1`,
    `${path.slice(0, -1)}%${path
      .charCodeAt(path.length - 1)
      .toString(16)
      .toUpperCase()}`,
    `/%61pi/${tail}`,
    `/%41PI/${tail}`,
    `/api%2F${tail.replaceAll('/', '%2F')}`,
    `/./api/${tail}`,
    `/api/../api/${tail}`,
    `${path};x`,
    `${path}%00`,
    `${path}#x`,
  ];
};

describe.each(testDatabaseKinds())('CSRF check by route, not by spelling, on %s', (kind) => {
  let t: TestApp;
  let customer: { email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await createCustomer(t.services);
  });
  afterAll(() => t.close());

  it('refuses a sign-in without the token under every spelling of its path', async () => {
    const reached: string[] = [];
    for (const url of spellings('/api/auth/login')) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const client = t.client();
        const response = await client.request(
          method,
          url,
          { email: customer.email, password: customer.password },
          { csrf: false },
        );
        const label = `${method} ${url} -> ${response.statusCode} ${response.body}`;
        expect([400, 403, 404, 405], label).toContain(response.statusCode);
        expect(client.cookies.has(SESSION_COOKIE), label).toBe(false);
      }
      // With the token, the same spelling may well reach the route (that is what makes it matter).
      const withToken = await t
        .client()
        .post(url, { email: customer.email, password: customer.password });
      if (withToken.statusCode === 200) reached.push(url);
    }
    // The router does take several spellings to the sign-in route, so the check above is no idle one.
    expect(reached).toEqual(expect.arrayContaining(['/api/auth/login', '/API/auth/login']));
    expect(reached.length).toBeGreaterThan(3);
  });

  it('refuses a sign-out without the token under every spelling: the session stays', async () => {
    const client = await signedIn(t, customer);
    for (const url of spellings('/api/auth/logout')) {
      const response = await client.request('POST', url, {}, { csrf: false });
      expect([400, 403, 404], `${url} -> ${response.statusCode}`).toContain(response.statusCode);
      const session = await client.get('/api/auth/session');
      expect(session.json().user?.email, `signed out by ${url}`).toBe(customer.email);
    }
  });

  it('resolves the session by the matched route too: /API/auth/session knows the diner', async () => {
    const client = await signedIn(t, customer);
    for (const url of ['/API/auth/session', '/Api/Auth/Session/', '/api/auth/session']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().user?.email, url).toBe(customer.email);
    }
  });
});
