import { users } from '@server/accounts/schema';
import { mailOutbox } from '@server/mail/schema';
import { payments } from '@server/payments/schema';
import { createCustomer, customerInput } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { messages } from '@shared/messages';
import { addToCart, readyCustomer, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Rate limits of the endpoints that cost something or can be abused: sign-up (accounts and
 * verification mails), the reset and verification mail requests (mail bombing), and starting a
 * payment (card testing). Sign-in limits are in accounts/accounts.test.ts. Each limit answers 429
 * with a Retry-After, does nothing while refusing, cannot be reset by a forged X-Forwarded-For, and
 * does not spill over to other callers.
 */

const SIGNUPS_PER_HOUR = 3;
/** The limits written in accounts/service.ts and checkout/routes.ts. */
const MAIL_REQUESTS_PER_ADDRESS = 10;
const MAILS_PER_ACCOUNT = 5;
const CHECKOUT_STARTS_PER_CUSTOMER = 30;

function expectLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  what: string,
) {
  expect(response.statusCode, what).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter, `${what}: Retry-After`).toBeGreaterThan(0);
  expect(retryAfter, `${what}: Retry-After`).toBeLessThanOrEqual(3600);
  const { error } = response.json() as { error: { code: string; message: string } };
  expect(error.code).toBe('rate_limited');
  return error.message;
}

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let t: TestApp;
  let dish: MenuItem;
  const db = () => t.db.database.db;
  const usersWith = async (email: string) =>
    (await db().select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;
  const mailsTo = async (email: string, kindOfMail: string) => {
    await t.services.mail.idle();
    return (
      await db()
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kindOfMail)))
    )[0]!.n;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { SIGNUPS_PER_HOUR_PER_ADDRESS: String(SIGNUPS_PER_HOUR) });
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits sign-ups per address, creating no account while refusing', async () => {
    const client = t.client('10.30.0.1');
    for (let i = 0; i < SIGNUPS_PER_HOUR; i += 1)
      expect((await client.post('/api/auth/signup', customerInput())).statusCode).toBe(201);

    const refused = customerInput();
    expect(expectLimited(await client.post('/api/auth/signup', refused), 'sign-up')).toBe(
      messages.auth.tooManyRequests,
    );
    // A forged X-Forwarded-For (the app does not sit behind a proxy here) changes nothing.
    const forged = await client.request('POST', '/api/auth/signup', refused, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expectLimited(forged, 'sign-up with a forged X-Forwarded-For');
    expect(await usersWith(refused.email)).toBe(0);
    expect(await mailsTo(refused.email, 'verify_email')).toBe(0);

    // Another address is not affected.
    expect((await t.client('10.30.0.2').post('/api/auth/signup', refused)).statusCode).toBe(201);
  });

  it('limits password reset requests per address, and reset mails per account', async () => {
    const customer = await createCustomer(t.services);
    const client = t.client('10.31.0.1');
    for (let i = 0; i < MAIL_REQUESTS_PER_ADDRESS; i += 1) {
      const response = await client.post('/api/auth/password/forgot', {
        email: `nobody-${i}@example.com`,
      });
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await client.post('/api/auth/password/forgot', { email: customer.email }),
      'reset request',
    );
    expect(await mailsTo(customer.email, 'reset_password')).toBe(0);

    // From many addresses, one account still gets a bounded number of mails, and every caller the
    // same answer (whether the account exists is never revealed).
    for (let i = 0; i < MAILS_PER_ACCOUNT + 3; i += 1) {
      const response = await t
        .client(`10.32.0.${i + 1}`)
        .post('/api/auth/password/forgot', { email: customer.email });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.auth.resetLinkSent);
    }
    expect(await mailsTo(customer.email, 'reset_password')).toBe(MAILS_PER_ACCOUNT);
  });

  it('limits verification mail requests per address and per account', async () => {
    const signup = customerInput();
    expect((await t.client('10.33.0.1').post('/api/auth/signup', signup)).statusCode).toBe(201);
    expect(await mailsTo(signup.email, 'verify_email')).toBe(1);

    const client = t.client('10.33.0.2');
    for (let i = 0; i < MAIL_REQUESTS_PER_ADDRESS; i += 1) {
      const response = await client.post('/api/auth/resend-verification', {
        email: `nobody-${i}@example.com`,
      });
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await client.post('/api/auth/resend-verification', { email: signup.email }),
      'verification mail request',
    );
    expect(await mailsTo(signup.email, 'verify_email')).toBe(1);

    for (let i = 0; i < MAILS_PER_ACCOUNT + 3; i += 1) {
      const response = await t
        .client(`10.34.0.${i + 1}`)
        .post('/api/auth/resend-verification', { email: signup.email });
      expect(response.statusCode).toBe(200);
    }
    expect(await mailsTo(signup.email, 'verify_email')).toBe(1 + MAILS_PER_ACCOUNT);
  });

  it('limits payment starts per customer, starting nothing while refusing', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, dish);
    const start = () =>
      client.post('/api/checkout/payments', {
        addressId,
        fullName: customer.username,
        email: customer.email,
      });
    for (let i = 0; i < CHECKOUT_STARTS_PER_CUSTOMER; i += 1) {
      const response = await start();
      expect(response.statusCode, response.body).toBe(201);
    }
    const paymentsOf = async () =>
      (await db().select({ n: count() }).from(payments).where(eq(payments.userId, customer.id)))[0]!
        .n;
    const started = await paymentsOf();

    expectLimited(await start(), 'payment start');
    // Signing in again (a fresh session) does not reset the count: it belongs to the customer.
    const again = t.client('10.35.0.9');
    await again.post('/api/auth/login', { email: customer.email, password: customer.password });
    expectLimited(
      await again.post('/api/checkout/payments', {
        addressId,
        fullName: customer.username,
        email: customer.email,
      }),
      'payment start from a new session',
    );
    expect(await paymentsOf()).toBe(started);

    // Another customer can still pay: the count is per customer.
    const other = await readyCustomer(t);
    await addToCart(other.client, dish);
    const theirs = await other.client.post('/api/checkout/payments', {
      addressId: other.addressId,
      fullName: other.customer.username,
      email: other.customer.email,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });
});
