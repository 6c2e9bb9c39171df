import { createCustomer, createStaff } from '@server/seed/factories';
import { messages } from '@shared/messages';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from './service';

const m = messages.auth;
const { free, firstDelayMs } = loginLimits.pair;

/**
 * The sign-in limits slow guessing without locking the rightful user out: whoever fails slows
 * only their own next attempts at that account (and their address's attempts at any account), so
 * the right password from a client that has not failed is always heard.
 */
describe.each(testDatabaseKinds())('sign-in limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string, door: 'diner' | 'staff' = 'diner') =>
    t
      .client(ip)
      .post(door === 'staff' ? '/api/auth/admin/login' : '/api/auth/login', { email, password });

  it('lets the owner in at /admin/login while strangers guess the password from many addresses', async () => {
    const owner = await createStaff(t.services, 'owner');
    const strangers = Array.from(
      { length: loginLimits.account.limit + 10 },
      (_, i) => `10.70.0.${i + 1}`,
    );
    for (const ip of strangers) {
      const guess = await login(ip, owner.email, 'not-the-password', 'staff');
      expect(guess.statusCode, ip).toBe(401);
    }
    // The account is under attack now: an address that failed waits before its next guess...
    const again = await login(strangers[0]!, owner.email, 'still-not-it', 'staff');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe(m.tooManyAttempts);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // ...and the owner, from a client that has not failed, signs in at once.
    const signIn = await login('10.70.1.1', owner.email, owner.password, 'staff');
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('never counts an account’s own sign-ins as an attack: two devices sign in at once after many', async () => {
    const owner = await createStaff(t.services, 'owner');
    for (let i = 0; i < loginLimits.account.limit + 5; i += 1) {
      const signIn = await login('10.72.0.1', owner.email, owner.password, 'staff');
      expect(signIn.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    const both = await Promise.all([
      login('10.72.0.1', owner.email, owner.password, 'staff'),
      login('10.72.0.1', owner.email, owner.password, 'staff'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it("pauses a diner's next attempt after a few failures, only from that address", async () => {
    const diner = await createCustomer(t.services);
    for (let i = 0; i < free; i += 1)
      expect((await login('10.71.0.1', diner.email, 'typo')).statusCode).toBe(401);
    const paused = await login('10.71.0.1', diner.email, diner.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error.message).toBe(m.tooManyAttempts);
    expect(Number(paused.headers['retry-after'])).toBe(firstDelayMs / 1000);
    // The same diner on their phone (another address) is not held back by the laptop's typos.
    expect((await login('10.71.0.2', diner.email, diner.password)).statusCode).toBe(200);
    // Once the pause is over the laptop is heard again, and a success forgives its failures.
    t.advanceClock(firstDelayMs);
    expect((await login('10.71.0.1', diner.email, diner.password)).statusCode).toBe(200);
    for (let i = 0; i < free; i += 1)
      expect((await login('10.71.0.1', diner.email, 'typo')).statusCode).toBe(401);
  });

  it('doubles the pause after each further failure from the same address', async () => {
    const diner = await createCustomer(t.services);
    for (let i = 0; i < free; i += 1)
      expect((await login('10.72.0.1', diner.email, 'guess')).statusCode).toBe(401);
    for (const pause of [firstDelayMs, 2 * firstDelayMs, 4 * firstDelayMs]) {
      const early = await login('10.72.0.1', diner.email, 'guess');
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBe(pause / 1000);
      t.advanceClock(pause - 1000);
      expect((await login('10.72.0.1', diner.email, 'guess')).statusCode).toBe(429);
      t.advanceClock(1000);
      expect((await login('10.72.0.1', diner.email, 'guess')).statusCode).toBe(401);
    }
  });
});
