import cookie from '@fastify/cookie';
import { registerErrorHandling } from '@server/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, registerCsrfProtection } from './csrf';

describe('CSRF protection', () => {
  const app = Fastify();
  const token = 'a-token-of-twenty-chars-or-more';

  beforeAll(async () => {
    registerErrorHandling(app);
    await app.register(cookie);
    registerCsrfProtection(app);
    app.post('/api/webhook', { config: { csrfExempt: true } }, async () => ({ ok: true }));
    app.post('/api/change', async () => ({ ok: true }));
    app.get('/api/read', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers });

  it('refuses a change without the token echoed in the header', async () => {
    expect((await post('/api/change')).statusCode).toBe(403);
    expect(
      (await post('/api/change', { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: 'other' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/change', { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token }))
        .statusCode,
    ).toBe(200);
  });

  it('lets reads through', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/read' })).statusCode).toBe(200);
  });

  it('exempts exactly the routes flagged csrfExempt, whatever their query', async () => {
    expect((await post('/api/webhook')).statusCode).toBe(200);
    expect((await post('/api/webhook?x=1')).statusCode).toBe(200);
  });

  it('refuses unknown paths, even under an exempt route (no exemption by prefix)', async () => {
    expect((await post('/api/webhook/more')).statusCode).toBe(403);
    expect((await post('/api/webhookx')).statusCode).toBe(403);
    expect((await post('/api/nothing-here')).statusCode).toBe(403);
  });
});
