import { messages } from '@shared/messages';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { CSRF_TOKEN, customer, nowAt, renderScreen } from '@test/support/web/render';
import { screen, waitFor } from '@testing-library/react';
import { GuestOnly } from '@web/app/guards';
import { describe, expect, it } from 'vitest';
import LoginPage from './LoginPage';

const m = messages.auth;

const openLogin = (path = '/Auth/login') => renderScreen(<LoginPage />, { path });

describe('sign-in form', () => {
  it('names each empty field the spec way and sends nothing', async () => {
    const { events } = await openLogin();
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchStub.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('refuses an address that is not an email', async () => {
    const { events } = await openLogin();
    await events.type(screen.getByLabelText('Email'), 'ada-at-example');
    await events.type(screen.getByLabelText('Password'), 'secret');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(m.invalidEmail)).toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('signs in with the trimmed, lower-cased email and goes to the redirect', async () => {
    fetchStub.on('POST', '/api/auth/login', () => {
      fetchStub.on('GET', '/api/auth/session', { user: customer, csrfToken: CSRF_TOKEN });
      return { user: customer };
    });
    const { events } = await openLogin('/Auth/login?redirect=%2Fcart');
    await events.type(screen.getByLabelText('Email'), '  Ada@Example.com ');
    await events.type(screen.getByLabelText('Password'), 'tavola-diner');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(nowAt('/cart'))).toBeInTheDocument();
    const [call] = fetchStub.callsTo('POST', '/api/auth/login');
    expect(call?.body).toEqual({ email: 'ada@example.com', password: 'tavola-diner' });
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
  });

  it('goes Back to the page whose "Sign in" link opened it, leaving no extra history entry', async () => {
    fetchStub.on('POST', '/api/auth/login', () => {
      fetchStub.on('GET', '/api/auth/session', { user: customer, csrfToken: CSRF_TOKEN });
      return { user: customer };
    });
    const { events } = await renderScreen(<LoginPage />, {
      path: '/Auth/login?redirect=%2FMenu%3Fcategory%3DPizza',
      before: ['/', '/Menu?category=Pizza'],
      state: { returnTo: '/Menu?category=Pizza' },
    });
    await events.type(screen.getByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'tavola-diner');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    const there = await screen.findByText(nowAt('/Menu?category=Pizza'));
    expect(there).toHaveAttribute('data-navigation', 'POP');
  });

  it('sends a visitor who is already signed in Home from the sign-in screen', async () => {
    await renderScreen(
      <GuestOnly>
        <LoginPage />
      </GuestOnly>,
      { path: '/Auth/login', user: customer },
    );
    expect(await screen.findByText(nowAt('/'))).toBeInTheDocument();
  });

  it('shows "Signing in..." while the server answers, then its refusal', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchStub.on('POST', '/api/auth/login', () => new Promise((resolve) => (answer = resolve)));
    const { events } = await openLogin();
    await events.type(screen.getByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'wrong');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: m.signingIn })).toBeDisabled();
    answer(respondError(401, 'unauthorized', m.invalidCredentials));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says the spec fallback when the server cannot be reached', async () => {
    fetchStub.on('POST', '/api/auth/login', () => {
      throw new TypeError('Failed to fetch');
    });
    const { events } = await openLogin();
    await events.type(screen.getByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'secret');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(m.customerLoginFallback),
    );
  });
});
