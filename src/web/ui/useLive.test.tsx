import type { MenuItem } from '@shared/catalog';
import { catalogTexts } from '@shared/catalog-view';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterAt } from '@test/support/web/router';
import { act, render, screen, within } from '@testing-library/react';
import LoginPage from '@web/accounts/LoginPage';
import ResetPasswordPage from '@web/accounts/ResetPasswordPage';
import SignupPage from '@web/accounts/SignupPage';
import Footer from '@web/app/Footer';
import { MenuCard } from '@web/catalog/MenuCard';
import { queryClient } from '@web/lib/queryClient';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * A prerendered page arrives as HTML and is usable before its code runs; its submit buttons must
 * stay disabled until React has taken the page over (useLive), then work.
 */
async function prerenderThenHydrate(page: ReactElement, path: string) {
  const tree = <RouterAt path={path}>{page}</RouterAt>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const disabledBefore = within(container)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('disabled'))
    .map((button) => button.textContent);
  await act(async () => {
    render(tree, { container, hydrate: true });
  });
  return { disabledBefore };
}

describe('prerendered forms wait until the page is live', () => {
  it.each([
    ['sign-in', <LoginPage key="login" />, '/Auth/login', 'Sign In'],
    ['sign-up', <SignupPage key="signup" />, '/Auth/Signup', 'Sign Up'],
    [
      'reset link',
      <ResetPasswordPage key="reset" />,
      '/Auth/ResetPassword',
      'Email me a reset link',
    ],
  ])('%s: submit disabled in the HTML, enabled once hydrated', async (_name, page, path, label) => {
    const { disabledBefore } = await prerenderThenHydrate(page, path);
    expect(disabledBefore).toContain(label);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });

  it('the footer newsletter: "Sign up" disabled in the HTML, enabled once hydrated', async () => {
    const { disabledBefore } = await prerenderThenHydrate(<Footer />, '/');
    expect(disabledBefore).toEqual(['Sign up']);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('a menu card: its buttons disabled in the HTML, enabled once hydrated', async () => {
    const dish: MenuItem = {
      id: 'dish-1',
      name: 'Suya Burger',
      description: '',
      category: 'Burger',
      area: 'Lagos',
      priceMinor: 4500_00,
      image: { url: '/media/dishes/funghi.svg', width: 480, height: 360 },
      available: true,
    };
    const card = (
      <QueryClientProvider client={queryClient}>
        <MenuCard item={dish} />
      </QueryClientProvider>
    );
    const { disabledBefore } = await prerenderThenHydrate(card, '/Menu?category=Burger');
    expect(disabledBefore).toEqual([catalogTexts.addToCart, catalogTexts.favorite]);
    expect(screen.getByRole('button', { name: catalogTexts.addToCart })).toBeEnabled();
    expect(screen.getByRole('button', { name: catalogTexts.favorite })).toBeEnabled();
  });
});
