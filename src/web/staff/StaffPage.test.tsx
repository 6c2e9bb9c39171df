import { staffMessages } from '@shared/schemas/staff';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StaffPage from './StaffPage';

const cook = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Chioma',
  email: 'cook@example.com',
  role: 'kitchen',
  status: 'active',
  lastSignInAt: null,
  since: '2026-11-20T10:00:00.000Z',
};
const me = { ...cook, id: admin.id, name: admin.username, email: admin.email, role: 'owner' };
const list = {
  members: [me, cook],
  invitations: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'host@example.com',
      role: 'host',
      sentAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-23T10:00:00.000Z',
      expired: true,
    },
  ],
};

describe('the staff screen', () => {
  it('lists the team and open invitations; one cannot change one’s own role', async () => {
    fetchStub.on('GET', '/api/admin/staff', list);
    await renderScreen(<StaffPage />, { path: '/admin/staff', user: admin });
    const mine = await screen.findByLabelText(`Role of ${admin.username}`);
    expect(mine).toBeDisabled();
    expect(screen.getByLabelText('Role of Chioma')).toBeEnabled();
    expect(screen.queryByRole('button', { name: `Deactivate ${admin.username}` })).toBeNull();
    const invitation = screen.getByText('host@example.com').closest('li')!;
    expect(within(invitation).getByText('Link expired')).toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: /Resend/ })).toBeEnabled();
  });

  it('asks before deactivating, then sends the change and shows the answer', async () => {
    fetchStub.on('GET', '/api/admin/staff', list);
    fetchStub.on('PATCH', '/api/admin/staff/:id', () =>
      respondError(409, 'conflict', staffMessages.lastOwner),
    );
    const { events } = await renderScreen(<StaffPage />, { path: '/admin/staff', user: admin });
    await events.click(await screen.findByRole('button', { name: 'Deactivate Chioma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Chioma?' });
    await events.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(staffMessages.lastOwner)).toBeInTheDocument();
    expect(fetchStub.callsTo('PATCH', '/api/admin/staff/:id')[0]?.body).toEqual({ active: false });
  });
});
