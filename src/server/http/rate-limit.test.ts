import { AppError, registerErrorHandling } from '@server/errors';
import type { RateLimiter } from '@server/platform/rate-limit';
import { messages } from '@shared/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';

/** An in-memory stand-in for the database limiter: counts per key, no windows. */
function countingLimiter() {
  const counts = new Map<string, number>();
  const limiter = {
    async hit(key: string, rule: { limit: number }) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= rule.limit, retryAfterSeconds: 42 };
    },
  } as unknown as RateLimiter;
  return { limiter, counts };
}

describe('rateLimit (a route preHandler)', () => {
  const { limiter, counts } = countingLimiter();
  const app = Fastify();

  beforeAll(async () => {
    registerErrorHandling(app);
    const rule = { limit: 2, windowMs: 60_000 };
    app.post(
      '/generic',
      { preHandler: rateLimit({ limiter, rule, key: (request) => `generic:${request.ip}` }) },
      async () => ({ ok: true }),
    );
    app.post(
      '/worded',
      {
        preHandler: rateLimit({
          limiter,
          rule,
          key: (request) => {
            if (!request.headers['x-user']) throw new AppError('unauthorized', 'Sign in first.');
            return `worded:${request.headers['x-user']}`;
          },
          message: 'Slow down.',
        }),
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets the allowed attempts through, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ method: 'POST', url: '/generic' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/generic' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: messages.auth.tooManyRequests },
    });
  });

  it("counts per key and answers in the route's own words", async () => {
    const as = (user: string) =>
      app.inject({ method: 'POST', url: '/worded', headers: { 'x-user': user } });
    await as('a');
    await as('a');
    const refused = await as('a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Slow down.');
    expect((await as('b')).statusCode).toBe(200);
  });

  it('lets a failing key (a guard) refuse the request before anything is counted', async () => {
    const before = counts.size;
    const response = await app.inject({ method: 'POST', url: '/worded' });
    expect(response.statusCode).toBe(401);
    expect(counts.size).toBe(before);
  });
});
