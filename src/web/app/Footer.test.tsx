import { messages } from '@shared/messages';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { CSRF_TOKEN, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Footer from './Footer';

const openFooter = () => renderScreen(<Footer />);
const emailBox = () => screen.getByRole('textbox', { name: 'Newsletter' });

describe('newsletter form in the footer', () => {
  it('refuses an address that is not an email, without asking the server', async () => {
    const { events } = await openFooter();
    await events.type(emailBox(), 'not-an-email');
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.auth.invalidEmail);
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription(messages.auth.invalidEmail);
    expect(fetchStub.callsTo('POST', '/api/newsletter')).toHaveLength(0);
  });

  it("subscribes, shows the server's thanks and empties the box", async () => {
    let answer: (value: unknown) => void = () => {};
    fetchStub.on('POST', '/api/newsletter', () => new Promise((resolve) => (answer = resolve)));
    const { events } = await openFooter();
    await events.type(emailBox(), 'ada@example.com');
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Signing up…' })).toBeDisabled();
    answer({ message: messages.newsletter.subscribed });
    expect(await screen.findByText(messages.newsletter.subscribed)).toHaveRole('status');
    expect(emailBox()).toHaveValue('');
    const [call] = fetchStub.callsTo('POST', '/api/newsletter');
    expect(call?.body).toEqual({ email: 'ada@example.com' });
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
  });

  it("shows the server's refusal, or the spec's fallback when it gives none", async () => {
    fetchStub.on(
      'POST',
      '/api/newsletter',
      respondError(429, 'rate_limited', messages.auth.tooManyRequests),
    );
    const { events } = await openFooter();
    await events.type(emailBox(), 'ada@example.com');
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(messages.auth.tooManyRequests)).toHaveRole('status');
    expect(emailBox()).toHaveValue('ada@example.com');

    fetchStub.on('POST', '/api/newsletter', respondError(500, 'internal', 'stack trace'));
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(messages.newsletter.failed)).toHaveRole('status');
  });
});
