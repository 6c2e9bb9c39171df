import { createHash } from 'node:crypto';
import { START_AFTER_PAINT_SCRIPT } from '@shared/start-after-paint';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin } from './seed/factories';

describe('app factory', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lists outbox mail on the dev mailbox outside production', async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'development' });
    await t.client().post('/api/auth/password/forgot', { email: 'x@example.com' });
    const response = await t.client('127.0.0.1').get('/api/dev/mails');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().mails)).toBe(true);
  });

  it('has no dev mailbox in production, and marks the session cookie Secure there', async () => {
    t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      APP_URL: 'https://tavola.example',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect((await t.client().get('/api/dev/mails')).statusCode).toBe(404);
    const admin = await createAdmin(t.services);
    const login = await t
      .client()
      .post('/api/auth/admin/login', { email: admin.email, password: admin.password });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'tavola_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('keeps the ADMIN_EMAIL account in step with its configured password', async () => {
    t = await createTestApp('pglite');
    await t.services.accounts.ensureAccount({
      email: 'Owner@Example.com',
      password: 'first-pass',
      username: 'Admin',
      role: 'owner',
    });
    await t.services.accounts.ensureAccount({
      email: 'owner@example.com',
      password: 'second-pass',
      username: 'Admin',
      role: 'owner',
    });
    const client = t.client();
    expect(
      (
        await client.post('/api/auth/admin/login', {
          email: 'owner@example.com',
          password: 'first-pass',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await client.post('/api/auth/admin/login', {
          email: 'owner@example.com',
          password: 'second-pass',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sends the security headers: strict CSP with no inline scripts but the hashed start-up one, no framing, nosniff, referrer policy', async () => {
    t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      APP_URL: 'https://tavola.example',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    const response = await t.client().get('/api/auth/session');
    const csp = String(response.headers['content-security-policy']);
    // Scripts from our origin, and one inline script by its hash: the prerendered pages' start-up.
    const hash = createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('serves the OpenAPI document and its viewer', async () => {
    t = await createTestApp('pglite');
    const doc = await t.client().get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
    expect((await t.client().get('/api/docs/')).statusCode).toBe(200);
  });
});
