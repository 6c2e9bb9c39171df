import { createAdmin, createCustomer, customerInput } from '@server/seed/factories';
import { messages } from '@shared/messages';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './schema';

const m = messages.auth;
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up, mails a verification link, refuses sign-in until verified, then signs in and out', async () => {
    const client = t.client();
    const input = customerInput();
    const signup = await client.post('/api/auth/signup', input);
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({ ok: true, message: m.signupCheckEmail });
    await t.services.mail.idle();
    const mail = t.mails.sent.find((x) => x.to === input.email && x.kind === 'verify_email');
    expect(mail?.text).toContain('/Auth/VerifyMail?token=');
    expect(mail?.html).toContain('Verify my email');

    const early = await client.post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(m.emailNotVerified);

    const verify = await client.post('/api/auth/verify-email', { token: linkToken(mail!.text) });
    expect(verify.statusCode).toBe(200);
    // A second click on the same link says so, instead of "invalid".
    const again = await client.post('/api/auth/verify-email', { token: linkToken(mail!.text) });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(m.emailAlreadyVerified);

    const login = await client.post('/api/auth/login', {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'tavola_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await client.get('/api/auth/session')).json().user.email).toBe(input.email);

    const stolenCookie = client.cookies.get('tavola_session')!;
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    // The old cookie is revoked on the server, not only cleared in the browser.
    const replay = t.client();
    replay.cookies.set('tavola_session', stolenCookie);
    expect((await replay.get('/api/auth/session')).json().user).toBeNull();
  });

  it('gives each validation text of the spec', async () => {
    const client = t.client();
    const badEmail = await client.post('/api/auth/signup', {
      username: 'a',
      email: 'no-at-sign',
      password: 'secret1',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toBe(m.invalidEmail);
    const shortPw = await client.post('/api/auth/signup', {
      username: 'a',
      email: 'a@b.co',
      password: '12345',
    });
    expect(shortPw.json().error.message).toBe(m.passwordTooShort);
    const loginBad = await client.post('/api/auth/login', { email: 'nope', password: 'x' });
    expect(loginBad.json().error.message).toBe(m.invalidEmail);
  });

  it('refuses an admin at the customer door and a customer at the admin door, leaving no session', async () => {
    const admin = await createAdmin(t.services);
    const customer = await createCustomer(t.services);
    const client = t.client();
    const before = (await t.db.database.db.select().from(sessions)).length;

    const adminAtCustomer = await client.post('/api/auth/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(adminAtCustomer.statusCode).toBe(403);
    expect(adminAtCustomer.json().error.message).toBe(m.adminAtCustomerLogin);
    const customerAtAdmin = await client.post('/api/auth/admin/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(customerAtAdmin.statusCode).toBe(403);
    expect(customerAtAdmin.json().error.message).toBe(m.notAdmin);
    expect((await t.db.database.db.select().from(sessions)).length).toBe(before);
    expect(client.cookies.has('tavola_session')).toBe(false);

    const adminLogin = await client.post('/api/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json().user.role).toBe('owner');
  });

  it('ends expired sessions', async () => {
    const customer = await createCustomer(t.services);
    const client = t.client();
    await client.post('/api/auth/login', { email: customer.email, password: customer.password });
    expect((await client.get('/api/auth/session')).json().user).not.toBeNull();
    // A week and a minute later (SESSION_TTL_HOURS defaults to a week).
    t.advanceClock(7 * 24 * 3600_000 + 60_000);
    expect((await client.get('/api/auth/session')).json().user).toBeNull();
    t.advanceClock(-(7 * 24 * 3600_000 + 60_000));
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const client = t.client('10.2.0.1');
    for (let i = 0; i < 30; i += 1) {
      await client.post('/api/auth/login', {
        email: `ghost${i}@example.com`,
        password: 'whatever',
      });
    }
    const customer = await createCustomer(t.services);
    const blocked = await client.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(m.tooManyAttempts);
  });

  it('refuses a state change without the CSRF token', async () => {
    const customer = await createCustomer(t.services);
    const client = t.client();
    const noToken = await client.request(
      'POST',
      '/api/auth/login',
      { email: customer.email, password: customer.password },
      { csrf: false },
    );
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.message).toBe(m.csrfRejected);
    await client.get('/api/auth/session');
    const wrongToken = await client.request(
      'POST',
      '/api/auth/login',
      { email: customer.email, password: customer.password },
      { csrf: false, headers: { 'x-csrf-token': 'forged-token-forged-token' } },
    );
    expect(wrongToken.statusCode).toBe(403);
  });

  it('resets a password by mailed link, once, and signs out other sessions', async () => {
    const customer = await createCustomer(t.services);
    const other = t.client();
    await other.post('/api/auth/login', { email: customer.email, password: customer.password });
    const client = t.client();
    const ask = await client.post('/api/auth/password/forgot', { email: customer.email });
    expect(ask.json().message).toBe(m.resetLinkSent);
    const unknown = await client.post('/api/auth/password/forgot', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual(ask.json());
    await t.services.mail.idle();
    const mail = t.mails.sent.find((x) => x.to === customer.email && x.kind === 'reset_password');
    const token = linkToken(mail!.text);
    const short = await client.post('/api/auth/password/reset', { token, password: '123' });
    expect(short.json().error.message).toBe(m.passwordTooShort);
    const reset = await client.post('/api/auth/password/reset', {
      token,
      password: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await client.post('/api/auth/password/reset', { token, password: 'another-pass' }))
        .statusCode,
    ).toBe(400);
    expect((await other.get('/api/auth/session')).json().user).toBeNull();
    expect(
      (await client.post('/api/auth/login', { email: customer.email, password: customer.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await client.post('/api/auth/login', { email: customer.email, password: 'brand-new-pass' }))
        .statusCode,
    ).toBe(200);
  });
});
