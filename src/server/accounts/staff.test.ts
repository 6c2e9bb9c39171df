import { createStaff } from '@server/seed/factories';
import type { StaffRole } from '@shared/permissions';
import { staffMessages as sm } from '@shared/schemas/staff';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema';

/** Staff invitations, roles and deactivation, on each test database. */
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';
let n = 0;
const address = (label: string) => `${label}-${Date.now()}-${++n}@staff.example`;

describe.each(testDatabaseKinds())('staff invitations on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: string;

  const signIn = async (role: StaffRole) => {
    const account = await createStaff(t.services, role, { email: address(role) });
    const client = t.client();
    const login = await client.post('/api/auth/admin/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    return { client, ...account };
  };
  const invite = async (email: string, role: StaffRole) => {
    const response = await owner.post('/api/admin/staff/invitations', { email, role });
    expect(response.statusCode, response.body).toBe(201);
    await t.services.mail.idle();
    const mails = t.mails.sent.filter((m) => m.to === email && m.kind === 'staff_invitation');
    return linkToken(mails.at(-1)!.text);
  };
  const accept = (token: string, client = t.client()) =>
    client
      .post('/api/auth/invitation/accept', { token, username: 'Chioma', password: 'kitchen-42' })
      .then((response) => ({ response, client }));
  const patch = (client: TestClient, id: string, body: unknown) =>
    client.request('PATCH', `/api/admin/staff/${id}`, body);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const first = await signIn('owner');
    owner = first.client;
    ownerId = first.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('invites a cook whose link sets a password and signs them in with the role', async () => {
    const email = address('cook');
    const token = await invite(email, 'kitchen');
    const view = (await t.client().post('/api/auth/invitation', { token })).json();
    expect(view).toMatchObject({ state: 'open', email, role: 'kitchen' });

    const { response, client } = await accept(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email, role: 'kitchen' },
      home: '/admin/kitchen',
    });
    expect((await client.get('/api/auth/session')).json().user.role).toBe('kitchen');
    expect((await client.get('/api/admin/kitchen')).statusCode).toBe(200);
    expect((await client.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await client.get('/api/admin/staff')).statusCode).toBe(403);

    const list = (await owner.get('/api/admin/staff')).json();
    const member = list.members.find((m: { email: string }) => m.email === email);
    expect(member).toMatchObject({ name: 'Chioma', role: 'kitchen', status: 'active' });
    expect(member.lastSignInAt).not.toBeNull();
    expect(list.invitations.some((i: { email: string }) => i.email === email)).toBe(false);
    // The audit log: the owner's invitation, then the new member's own joining.
    const log = (await owner.get('/api/admin/audit')).json().entries as Array<{
      action: string;
      actor: { id: string; email: string; role: string };
      subjectId: string;
    }>;
    const joined = log.find((e) => e.action === 'staff.join' && e.actor.email === email);
    expect(joined).toMatchObject({
      actor: { id: member.id, role: 'kitchen' },
      subjectId: member.id,
    });
    expect(log.some((e) => e.action === 'staff.invite' && e.actor.id === ownerId)).toBe(true);
  });

  it('lets a link work once, even when used twice at the same time', async () => {
    const email = address('twice');
    const token = await invite(email, 'host');
    const [first, second] = await Promise.all([accept(token), accept(token)]);
    const statuses = [first.response.statusCode, second.response.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const joins = (await owner.get('/api/admin/audit?action=staff.join')).json().entries;
    expect(joins.filter((e: { actor: { email: string } }) => e.actor.email === email)).toHaveLength(
      1,
    );
    const refused = [first, second].find((r) => r.response.statusCode === 400)!;
    expect(refused.response.json().error.message).toBe(sm.linkUsed);
    const view = (await t.client().post('/api/auth/invitation', { token })).json();
    expect(view).toMatchObject({ state: 'used', email: null, message: sm.linkUsed });
  });

  it('refuses a second invitation of the same address and an address with an account', async () => {
    const email = address('again');
    await invite(email, 'host');
    const again = await owner.post('/api/admin/staff/invitations', { email, role: 'manager' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(sm.alreadyInvited);
    const taken = await owner.post('/api/admin/staff/invitations', {
      email: (await createStaff(t.services, 'host', { email: address('taken') })).email,
      role: 'host',
    });
    expect(taken.statusCode).toBe(409);
    const bad = await owner.post('/api/admin/staff/invitations', { email: 'x', role: 'chef' });
    expect(bad.statusCode).toBe(400);
  });

  it('retires the old link on resend and every link on revoke', async () => {
    const email = address('resend');
    const older = await invite(email, 'manager');
    const { invitations } = (await owner.get('/api/admin/staff')).json();
    const id = invitations.find((i: { email: string }) => i.email === email).id;
    expect((await owner.post(`/api/admin/staff/invitations/${id}/resend`)).statusCode).toBe(200);
    await t.services.mail.idle();
    const newer = linkToken(t.mails.sent.filter((m) => m.to === email).at(-1)!.text);
    expect(newer).not.toBe(older);
    expect((await accept(older)).response.json().error.message).toBe(sm.linkUnknown);

    expect((await owner.request('DELETE', `/api/admin/staff/invitations/${id}`)).statusCode).toBe(
      200,
    );
    const revoked = await accept(newer);
    expect(revoked.response.statusCode).toBe(400);
    expect(revoked.response.json().error.message).toBe(sm.linkRevoked);
    expect((await owner.request('DELETE', `/api/admin/staff/invitations/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('signs a deactivated member out on their next request and lets them back when reactivated', async () => {
    const cook = await signIn('kitchen');
    // Warm the session (and the in-memory session cache on the embedded database).
    expect((await cook.client.get('/api/admin/kitchen')).statusCode).toBe(200);
    expect((await patch(owner, cook.id, { active: false })).statusCode).toBe(200);
    expect((await cook.client.get('/api/admin/kitchen')).statusCode).toBe(401);
    const again = await t.client().post('/api/auth/admin/login', {
      email: cook.email,
      password: cook.password,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(sm.deactivatedSignIn);
    expect((await patch(owner, cook.id, { active: true })).statusCode).toBe(200);
    const back = await t.client().post('/api/auth/admin/login', {
      email: cook.email,
      password: cook.password,
    });
    expect(back.statusCode).toBe(200);
  });

  it('applies a role change on the next request and refuses changing oneself', async () => {
    const host = await signIn('host');
    expect((await host.client.get('/api/admin/reservations')).statusCode).toBe(200);
    expect(
      (await host.client.get('/api/admin/reports?from=2026-01-01&to=2026-01-02')).statusCode,
    ).toBe(403);
    expect((await patch(owner, host.id, { role: 'manager' })).statusCode).toBe(200);
    expect(
      (await host.client.get('/api/admin/reports?from=2026-01-01&to=2026-01-02')).statusCode,
    ).toBe(200);
    const self = await patch(owner, ownerId, { role: 'manager' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(sm.notYourself);
    expect((await patch(owner, ownerId, { active: false })).statusCode).toBe(403);
  });

  it('keeps one active owner when the last two demote or deactivate each other at once', async () => {
    const activeOwners = () =>
      t.db.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'owner'), isNull(users.deactivatedAt)));
    for (const change of [{ role: 'manager' }, { active: false }] as const) {
      const a = await signIn('owner');
      const b = await signIn('owner');
      // Only these two are active owners now.
      await t.db.database.db
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(and(eq(users.role, 'owner'), ne(users.id, a.id), ne(users.id, b.id)));
      const answers = await Promise.all([
        patch(a.client, b.id, change),
        patch(b.client, a.id, change),
      ]);
      // One goes through. The other is refused: as the last owner (409) when both were checked
      // before either wrote, or as no longer an owner (403) when the first had already written.
      const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
      expect(won!.statusCode).toBe(200);
      expect([403, 409]).toContain(lost!.statusCode);
      if (lost!.statusCode === 409) expect(lost!.json().error.message).toBe(sm.lastOwner);
      expect(await activeOwners()).toHaveLength(1);
    }
    await t.db.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, ownerId));
  });

  it('refuses a link after 72 hours', async () => {
    const token = await invite(address('late'), 'host');
    t.advanceClock(72 * 3_600_000 - 60_000);
    expect((await t.client().post('/api/auth/invitation', { token })).json().state).toBe('open');
    t.advanceClock(120_000);
    const late = await accept(token);
    expect(late.response.statusCode).toBe(400);
    expect(late.response.json().error.message).toBe(sm.linkExpired);
  });
});
