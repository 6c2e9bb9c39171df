import { createAdmin } from '@server/seed/factories';
import { messages } from '@shared/messages';
import { testDatabaseKinds } from '@test/support/databases';
import { signedInCustomer } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './schema';

const m = messages.account;
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe.each(testDatabaseKinds())('the account page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows and changes the name and phone, validated like sign-up and checkout', async () => {
    const { client, customer } = await signedInCustomer(t);
    const shown = await client.get('/api/account');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().profile).toMatchObject({
      username: customer.username,
      email: customer.email,
      phone: null,
      emailVerified: true,
    });

    const saved = await client.request('PUT', '/api/account/profile', {
      username: '  Ada Obi ',
      phone: '+234 803 555 0147',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ username: 'Ada Obi', phone: '+234 803 555 0147' });
    // The session (cached or not) shows the new name at once.
    expect((await client.get('/api/auth/session')).json().user.username).toBe('Ada Obi');

    const noName = await client.request('PUT', '/api/account/profile', {
      username: ' ',
      phone: '',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe(messages.auth.usernameRequired);
    const badPhone = await client.request('PUT', '/api/account/profile', {
      username: 'Ada',
      phone: 'call me',
    });
    expect(badPhone.statusCode).toBe(400);
    const cleared = await client.request('PUT', '/api/account/profile', {
      username: 'Ada',
      phone: '',
    });
    expect(cleared.json().profile.phone).toBeNull();
  });

  it('is for diners only: signed out 401, an admin 403', async () => {
    expect((await t.client().get('/api/account')).statusCode).toBe(401);
    const admin = await createAdmin(t.services);
    const client = t.client();
    await client.post('/api/auth/admin/login', { email: admin.email, password: admin.password });
    expect((await client.get('/api/account')).statusCode).toBe(403);
  });

  it('changes the password with the current one, signing out the other sessions but not this one', async () => {
    const { client, customer } = await signedInCustomer(t);
    const phone = t.client();
    await phone.post('/api/auth/login', { email: customer.email, password: customer.password });
    expect((await phone.get('/api/auth/session')).json().user).not.toBeNull();

    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not-it',
      newPassword: 'a-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(m.currentPasswordWrong);
    const short = await client.post('/api/account/password', {
      currentPassword: customer.password,
      newPassword: '123',
    });
    expect(short.statusCode).toBe(400);
    expect((await phone.get('/api/auth/session')).json().user).not.toBeNull();

    const changed = await client.post('/api/account/password', {
      currentPassword: customer.password,
      newPassword: 'a-new-secret',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(m.passwordChanged);
    expect((await client.get('/api/auth/session')).json().user?.email).toBe(customer.email);
    expect((await phone.get('/api/auth/session')).json().user).toBeNull();
    const rows = await t.db.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    expect(rows).toHaveLength(1);

    const old = await t.client().post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.client().post('/api/auth/login', {
      email: customer.email,
      password: 'a-new-secret',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('says "already verified" for a verification link used before, and "invalid" for a made-up one', async () => {
    const client = t.client();
    const email = `reuse-${Date.now()}@example.com`;
    await client.post('/api/auth/signup', { username: 'Reuse', email, password: 'secret-1' });
    await t.services.mail.idle();
    const mail = t.mails.sent.find((x) => x.to === email && x.kind === 'verify_email');
    const token = linkToken(mail!.text);
    expect((await client.post('/api/auth/verify-email', { token })).json().message).toBe(
      messages.auth.emailVerified,
    );
    const again = await client.post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(messages.auth.emailAlreadyVerified);
    const madeUp = await client.post('/api/auth/verify-email', { token: 'x'.repeat(40) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toBe(messages.auth.verifyLinkInvalid);
  });

  it('changes the e-mail only when the link mailed to the new address is used, and tells the old one', async () => {
    const { client, customer } = await signedInCustomer(t);
    const newEmail = `moved-${Date.now()}@example.com`;
    const wrong = await client.post('/api/account/email', { newEmail, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    const same = await client.post('/api/account/email', {
      newEmail: customer.email,
      password: customer.password,
    });
    expect(same.json().error.message).toBe(m.sameEmail);

    const asked = await client.post('/api/account/email', {
      newEmail: ` ${newEmail.toUpperCase()} `,
      password: customer.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(m.emailChangeSent);
    await t.services.mail.idle();
    const link = t.mails.sent.find((x) => x.to === newEmail && x.kind === 'change_email');
    expect(link?.text).toContain('/Auth/VerifyMail?change=1&token=');
    // Nothing moved yet: the old address still signs in.
    expect((await client.get('/api/account')).json().profile.email).toBe(customer.email);

    const token = linkToken(link!.text);
    const confirmed = await t.client().post('/api/auth/email-change/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.services.mail.idle();
    expect(t.mails.sent.some((x) => x.to === customer.email && x.kind === 'email_changed')).toBe(
      true,
    );
    expect((await client.get('/api/auth/session')).json().user.email).toBe(newEmail);
    const oldLogin = await t.client().post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.client().post('/api/auth/login', {
      email: newEmail,
      password: customer.password,
    });
    expect(newLogin.statusCode).toBe(200);
    // The link works once.
    const again = await t.client().post('/api/auth/email-change/confirm', { token });
    expect(again.statusCode).toBe(400);
  });

  it('mails nothing to an address another account uses, with the same answer', async () => {
    const { client, customer } = await signedInCustomer(t);
    const { customer: other } = await signedInCustomer(t);
    const before = t.mails.sent.length;
    const asked = await client.post('/api/account/email', {
      newEmail: other.email,
      password: customer.password,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(m.emailChangeSent);
    await t.services.mail.idle();
    expect(t.mails.sent.slice(before).filter((x) => x.to === other.email)).toEqual([]);
  });
});
