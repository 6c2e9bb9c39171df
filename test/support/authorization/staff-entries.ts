import { createStaff } from '@server/seed/factories';
import { expect } from 'vitest';
import { type Ctx, type Entry, json, staff, unique } from './kit';

/** The owner's staff screen and the invitation page: staff.manage, owners only. */

const ownerOf = (c: Ctx) => ({
  id: c.accounts.owner.id,
  username: 'Owner',
  email: c.accounts.owner.email,
  role: 'owner' as const,
  emailVerified: true,
});
const newInvitation = async (c: Ctx) => {
  const email = unique('invite');
  await c.t.services.staff.invite(ownerOf(c), { email, role: 'host' });
  const { invitations } = await c.t.services.staff.list();
  return { id: invitations.find((row) => row.email === email)!.id };
};
const stillOpen = async (c: Ctx, v: Record<string, string>) => {
  const { invitations } = await c.t.services.staff.list();
  expect(invitations.some((row) => row.id === v.id)).toBe(true);
};

export const staffEntries: Record<string, Entry> = {
  'GET /api/admin/staff': {
    ...staff('staff.manage'),
    check: (_c, _role, response) => expect(json(response).members.length).toBeGreaterThan(0),
  },
  'POST /api/admin/staff/invitations': {
    ...staff('staff.manage', 201),
    call: () => ({
      url: '/api/admin/staff/invitations',
      body: { email: unique('invited'), role: 'kitchen' },
    }),
  },
  'POST /api/admin/staff/invitations/{id}/resend': {
    ...staff('staff.manage'),
    setup: newInvitation,
    call: (_c, _r, v) => ({ url: `/api/admin/staff/invitations/${v.id}/resend` }),
  },
  'DELETE /api/admin/staff/invitations/{id}': {
    ...staff('staff.manage'),
    setup: newInvitation,
    call: (_c, _r, v) => ({ url: `/api/admin/staff/invitations/${v.id}` }),
    intact: stillOpen,
  },
  'PATCH /api/admin/staff/{id}': {
    ...staff('staff.manage'),
    setup: async (c) => ({ id: (await createStaff(c.t.services, 'host')).id }),
    call: (_c, _r, v) => ({ url: `/api/admin/staff/${v.id}`, body: { role: 'kitchen' } }),
    intact: async (c, v) => {
      const { members } = await c.t.services.staff.list();
      expect(members.find((row) => row.id === v.id)?.role).toBe('host');
    },
  },
  'POST /api/auth/invitation': {
    expect: 'open',
    call: () => ({ url: '/api/auth/invitation', body: { token: 'x'.repeat(32) } }),
  },
  'POST /api/auth/invitation/accept': {
    expect: 'open',
    call: () => ({
      url: '/api/auth/invitation/accept',
      body: { token: 'x'.repeat(32), username: 'Nobody', password: 'secret-1' },
    }),
  },
};
