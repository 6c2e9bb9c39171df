import { hashToken, newToken } from '@server/platform/tokens';
import { createCustomer, customerInput } from '@server/seed/factories';
import { messages } from '@shared/messages';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from './schema';

/**
 * One live reset link per account: a newer link retires the older ones, and a reset retires every
 * other mailed link (and, as before, signs out every other session).
 */
const m = messages.auth;
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe.each(testDatabaseKinds())('mailed links on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  const fresh = () => {
    ip += 1;
    return t.client(`10.80.0.${ip}`);
  };
  const linksMailed = async (email: string, mailKind: string) => {
    await t.services.mail.idle();
    return t.mails.sent
      .filter((mail) => mail.to === email && mail.kind === mailKind)
      .map((mail) => linkToken(mail.text));
  };
  const liveLinks = async (userId: string, purpose: 'reset_password' | 'verify_email') =>
    (
      await t.db.database.db
        .select({ n: count() })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
          ),
        )
    )[0]!.n;
  const reset = (token: string, password: string) =>
    fresh().post('/api/auth/password/reset', { token, password });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('retires an older reset link when a newer one is sent', async () => {
    const customer = await createCustomer(t.services);
    await fresh().post('/api/auth/password/forgot', { email: customer.email });
    await fresh().post('/api/auth/password/forgot', { email: customer.email });
    const [older, newer] = await linksMailed(customer.email, 'reset_password');
    expect(older && newer).toBeTruthy();
    const stale = await reset(older!, 'from-the-old-link');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(m.resetLinkInvalid);
    expect((await reset(newer!, 'from-the-new-link')).statusCode).toBe(200);
  });

  it('keeps one live reset link when several are asked for at once', async () => {
    const customer = await createCustomer(t.services);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        fresh().post('/api/auth/password/forgot', { email: customer.email }),
      ),
    );
    expect(await linksMailed(customer.email, 'reset_password')).toHaveLength(5);
    expect(await liveLinks(customer.id, 'reset_password')).toBe(1);
  });

  it('retires every other mailed link after a reset', async () => {
    // An unverified account with two live verification links, then a reset link: the reset leaves
    // no other link alive.
    const input = customerInput();
    await fresh().post('/api/auth/signup', input);
    const [verifyLink] = await linksMailed(input.email, 'verify_email');
    const resend = await fresh().post('/api/auth/resend-verification', { email: input.email });
    expect(resend.statusCode).toBe(200);
    const [, secondVerifyLink] = await linksMailed(input.email, 'verify_email');
    expect(secondVerifyLink).toBeTruthy();

    await fresh().post('/api/auth/password/forgot', { email: input.email });
    const [resetLink] = await linksMailed(input.email, 'reset_password');
    expect((await reset(resetLink!, 'brand-new-pass')).statusCode).toBe(200);
    // The reset verified the address (the link proved it), so a retired verification link opened
    // now says "already verified" and does nothing else.
    for (const token of [verifyLink, secondVerifyLink]) {
      const verifyAfter = await fresh().post('/api/auth/verify-email', { token });
      expect(verifyAfter.statusCode).toBe(200);
      expect(verifyAfter.json().message).toBe(m.emailAlreadyVerified);
    }
  });

  it('kills every other live reset link with a reset (say, one mailed before this rule existed)', async () => {
    const customer = await createCustomer(t.services);
    const session = fresh();
    const login = { email: customer.email, password: customer.password };
    expect((await session.post('/api/auth/login', login)).statusCode).toBe(200);
    await fresh().post('/api/auth/password/forgot', { email: customer.email });
    const [link] = await linksMailed(customer.email, 'reset_password');
    // A second live link the newer-retires-older rule did not see (written straight to the table).
    const leftover = newToken();
    await t.db.database.db.insert(authTokens).values({
      id: hashToken(leftover),
      userId: customer.id,
      purpose: 'reset_password',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await reset(link!, 'changed-pass')).statusCode).toBe(200);
    expect(await liveLinks(customer.id, 'reset_password')).toBe(0);
    const late = await reset(leftover, 'attackers-pass');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(m.resetLinkInvalid);
    expect((await session.get('/api/auth/session')).json().user).toBeNull();
  });
});
