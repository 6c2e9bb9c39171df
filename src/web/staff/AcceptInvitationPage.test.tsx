import { messages } from '@shared/messages';
import { staffMessages } from '@shared/schemas/staff';
import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AcceptInvitationPage from './AcceptInvitationPage';

const TOKEN = 'invite-token-0123456789';
const open = () =>
  renderScreen(<AcceptInvitationPage />, { path: `/admin/invitation?token=${TOKEN}` });

describe('the invitation page', () => {
  it('names the role and address, and wants a name and the same password twice', async () => {
    fetchStub.on('POST', '/api/auth/invitation', {
      state: 'open',
      email: 'cook@example.com',
      role: 'kitchen',
      message: null,
    });
    const { events } = await open();
    expect(await screen.findByRole('heading', { name: 'Join the team' })).toBeInTheDocument();
    expect(screen.getByText('cook@example.com')).toBeInTheDocument();
    expect(screen.getByText('Kitchen')).toBeInTheDocument();
    await events.type(screen.getByLabelText('Password'), 'short');
    await events.type(screen.getByLabelText('Confirm password'), 'other');
    await events.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText(messages.auth.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/auth/invitation/accept')).toHaveLength(0);
  });

  it.each([
    ['used', staffMessages.linkUsed],
    ['expired', staffMessages.linkExpired],
    ['revoked', staffMessages.linkRevoked],
  ] as const)('says clearly when the link was %s, with no form', async (state, message) => {
    fetchStub.on('POST', '/api/auth/invitation', { state, email: null, role: null, message });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
