/** Who may call what, part 4: the diner's account page (each diner acts on their own account only). */

import { expect } from 'vitest';
import { customer, type Entry, everyone, json } from './kit';

export const accountEntries: Record<string, Entry> = {
  'GET /api/account': {
    expect: customer(200),
    check: (c, role, response) => {
      if (role === 'a' || role === 'b')
        expect(json(response).profile.email).toBe(c.accounts[role].email);
    },
  },
  'PUT /api/account/profile': {
    expect: customer(200),
    call: () => ({ url: '/api/account/profile', body: { username: 'Matrix Diner', phone: '' } }),
  },
  // A wrong current password: the guards answer first (401/403); a diner's own call reaches the
  // password check and is refused there, so no account of the matrix changes its password.
  'POST /api/account/password': {
    expect: customer(400),
    call: () => ({
      url: '/api/account/password',
      body: { currentPassword: 'not-the-password', newPassword: 'another-secret' },
    }),
  },
  'POST /api/account/email': {
    expect: customer(400),
    call: () => ({
      url: '/api/account/email',
      body: { newEmail: 'somewhere-else@example.com', password: 'not-the-password' },
    }),
  },
  // Public (the link is opened in any browser): a made-up token is refused alike for everyone.
  'POST /api/auth/email-change/confirm': {
    expect: everyone(400),
    call: () => ({ url: '/api/auth/email-change/confirm', body: { token: 'x'.repeat(32) } }),
  },
  'GET /api/account/export': {
    expect: customer(200),
    check: (c, role, response) => {
      if (role !== 'a' && role !== 'b') return;
      const data = json(response);
      expect(data.profile.email).toBe(c.accounts[role].email);
      const other = role === 'a' ? c.accounts.b : c.accounts.a;
      expect(response.body).not.toContain(other.email);
    },
  },
  'POST /api/account/delete': {
    expect: customer(400),
    call: () => ({ url: '/api/account/delete', body: { password: 'not-the-password' } }),
  },
};
