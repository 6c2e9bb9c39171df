import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from './router';

beforeAll(async () => {
  await Promise.all([import('@web/lib/QueryProvider'), import('@web/accounts/AccountPage')]);
});

describe('the account’s settings', () => {
  it('are one page: /settings opens /user/account, and the side menu links only that', async () => {
    fetchStub
      .on('GET', '/api/account', {
        profile: {
          username: customer.username,
          email: customer.email,
          phone: null,
          emailVerified: true,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      })
      .on('GET', '/api/checkout/addresses', { addresses: [] });
    await renderScreen(<AppRoutes />, { path: '/settings', route: '*', user: customer });
    await waitFor(() => expect(window.location.pathname).toBe('/user/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    const menu = screen.getByRole('navigation', { name: 'Your account' });
    const targets = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets.filter((href) => href === '/user/account')).toHaveLength(1);
    expect(targets).not.toContain('/settings');
    expect(within(menu).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
