import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { messages } from '@shared/messages';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { nowAt, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SignupPage from './SignupPage';

const m = messages.auth;

async function openSignup() {
  const view = await renderScreen(<SignupPage />, { path: '/Auth/Signup' });
  const fill = async (username: string, email: string, password: string) => {
    if (username) await view.events.type(screen.getByLabelText('Username'), username);
    if (email) await view.events.type(screen.getByLabelText('Email'), email);
    if (password) await view.events.type(screen.getByLabelText('Password'), password);
    await view.events.click(screen.getByRole('button', { name: 'Sign Up' }));
  };
  return { ...view, fill };
}

describe('sign-up form', () => {
  it('asks for every field with the spec texts', async () => {
    const { fill } = await openSignup();
    await fill('', '', '');
    expect(await screen.findByText(m.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordTooShort)).toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it(`wants a password of at least ${MIN_PASSWORD_LENGTH} characters, and says so up front`, async () => {
    const { fill, events } = await openSignup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 6 characters.');
    await fill('ada', 'ada@example.com', 'x'.repeat(MIN_PASSWORD_LENGTH - 1));
    expect(await screen.findByText(m.passwordTooShort)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(`${m.passwordTooShort} At least 6 characters.`);
    // Fixed while typing: the message goes as soon as the rule is met.
    await events.type(password, 'x');
    expect(screen.queryByText(m.passwordTooShort)).not.toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('refuses an invalid email', async () => {
    const { fill } = await openSignup();
    await fill('ada', 'ada@', 'secret1');
    expect(await screen.findByText(m.invalidEmail)).toBeInTheDocument();
  });

  it('creates the account, then shows where the verification mail went', async () => {
    fetchStub.on('POST', '/api/auth/signup', { ok: true, message: m.signupCheckEmail });
    const { fill } = await openSignup();
    await fill('  ada ', 'Ada@Example.com', 'secret1');
    expect(
      await screen.findByText(nowAt('/Auth/VerifyMail?email=ada%40example.com')),
    ).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it("shows the server's reason (too many sign-ups) or the spec fallback", async () => {
    fetchStub.on('POST', '/api/auth/signup', respondError(429, 'rate_limited', m.tooManyRequests));
    const { fill, events } = await openSignup();
    await fill('ada', 'ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooManyRequests);

    fetchStub.on('POST', '/api/auth/signup', respondError(500, 'internal', 'boom'));
    await events.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(m.signupFallback)).toHaveAttribute('role', 'alert');
  });
});
