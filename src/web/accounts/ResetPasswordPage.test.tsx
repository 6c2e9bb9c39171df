import { messages } from '@shared/messages';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResetPasswordPage from './ResetPasswordPage';

const m = messages.auth;
const TOKEN = 'reset-token-0123456789';

describe('reset password: asking for a link', () => {
  it('checks the email, then shows the server message instead of the form', async () => {
    fetchStub.on('POST', '/api/auth/password/forgot', { message: m.resetLinkSent });
    const { events } = await renderScreen(<ResetPasswordPage />, { path: '/Auth/ResetPassword' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Email me a reset link' });
    await events.click(send);
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    await events.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await events.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(m.resetLinkSent);
    expect(screen.queryByRole('button', { name: 'Email me a reset link' })).not.toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/auth/password/forgot')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });
});

describe('reset password: choosing a new one (?token=)', () => {
  const openWithToken = () =>
    renderScreen(<ResetPasswordPage />, { path: `/Auth/ResetPassword?token=${TOKEN}` });

  it('wants 6 characters and the same password twice', async () => {
    const { events } = await openWithToken();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await events.type(screen.getByLabelText('New password'), 'short');
    await events.type(screen.getByLabelText('Confirm new password'), 'other');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(m.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(m.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/auth/password/reset')).toHaveLength(0);
  });

  it('sends the token with the new password and offers to sign in', async () => {
    fetchStub.on('POST', '/api/auth/password/reset', { message: m.passwordChanged });
    const { events } = await openWithToken();
    await events.type(screen.getByLabelText('New password'), 'new-secret');
    await events.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.passwordChanged);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/Auth/login');
    expect(fetchStub.callsTo('POST', '/api/auth/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      password: 'new-secret',
    });
  });

  it('an expired link says so and links to a new one', async () => {
    fetchStub.on(
      'POST',
      '/api/auth/password/reset',
      respondError(400, 'invalid', m.resetLinkInvalid),
    );
    const { events } = await openWithToken();
    await events.type(screen.getByLabelText('New password'), 'new-secret');
    await events.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link.' })).toHaveAttribute(
      'href',
      '/Auth/ResetPassword',
    );
  });
});
