import { createCustomer } from '@server/seed/factories';
import { messages } from '@shared/messages';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginLimits } from './service';

/**
 * The sign-in limits hold under a burst of parallel guesses: each attempt is counted in the
 * database before the password is checked, so however many guesses arrive at once, at most the
 * limit of them reach the (slow) password check. The check is spied on to count them.
 */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@server/accounts/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('@server/accounts/password')>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

const m = messages.auth;
const BURST = 200;

describe.each(testDatabaseKinds())('sign-in limits under parallel guesses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    checks.count = 0;
  });

  it(`lets at most ${loginLimits.pair.free} of ${BURST} parallel wrong guesses for one account from one address reach the password check`, async () => {
    const customer = await createCustomer(t.services);
    const client = t.client('10.60.0.1');
    await client.get('/api/auth/session');
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        client.post('/api/auth/login', { email: customer.email, password: 'wrong-guess' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(checks.count).toBeLessThanOrEqual(loginLimits.pair.free);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(loginLimits.pair.free);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.message).toBe(m.tooManyAttempts);

    // The burst held back only its own address: the right password from another is accepted.
    const owner = await t
      .client('10.61.0.1')
      .post('/api/auth/login', { email: customer.email, password: customer.password });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it(`lets at most ${loginLimits.freeUnderAttack} guess per address reach the password check of an account under attack`, async () => {
    const customer = await createCustomer(t.services);
    const strangers = Array.from(
      { length: loginLimits.account.limit },
      (_, i) => `10.64.0.${i + 1}`,
    );
    for (const ip of strangers)
      await t.client(ip).post('/api/auth/login', { email: customer.email, password: 'guess' });
    checks.count = 0;
    const clients = strangers.map((ip) => t.client(ip));
    await Promise.all(clients.map((client) => client.get('/api/auth/session')));
    const answers = await Promise.all(
      clients.flatMap((client) =>
        Array.from({ length: BURST / strangers.length }, () =>
          client.post('/api/auth/login', { email: customer.email, password: 'guess' }),
        ),
      ),
    );
    expect(checks.count).toBe(0);
    expect(answers.every((answer) => answer.statusCode === 429)).toBe(true);
  });

  it(`lets at most ${loginLimits.address.limit} parallel guesses from one address reach the password check`, async () => {
    const client = t.client('10.62.0.1');
    await client.get('/api/auth/session');
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client.post('/api/auth/login', { email: `nobody-${i}@example.com`, password: 'guess' }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(loginLimits.address.limit);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(
      loginLimits.address.limit,
    );
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(
      BURST - loginLimits.address.limit,
    );
  });

  it('gives a successful sign-in its attempts back: a household behind one address keeps signing in', async () => {
    for (let i = 0; i < loginLimits.address.limit + 5; i += 1) {
      const customer = await createCustomer(t.services);
      const answer = await t
        .client('10.63.0.1')
        .post('/api/auth/login', { email: customer.email, password: customer.password });
      expect(answer.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});
