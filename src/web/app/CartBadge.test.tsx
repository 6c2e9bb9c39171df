import { cartTexts } from '@shared/cart-view';
import type { PublicUser } from '@shared/schemas/auth';
import { cartLine, fakeCart } from '@test/support/web/fake-cart';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { markGuestCart } from '@web/lib/guest-cart';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from './router';

// The whole route table, so the header's badge and the cart page share the app's one cache.
// Its screens load lazily; their code is loaded first (as a returning browser has it cached), so
// the checks time what the screens do, not how long the test runner takes to compile them.
beforeAll(async () => {
  await Promise.all([
    import('@web/lib/QueryProvider'),
    import('@web/cart/CartPage'),
    import('@web/cart/CustomerCartLink'),
    import('@web/marketing/AboutPage'),
    import('./Footer'),
  ]);
});

const openApp = (path: string, user: PublicUser | null = customer) =>
  renderScreen(<AppRoutes />, { path, route: '*', user });

const badge = (count: number) =>
  screen.findByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

describe('the header cart badge', () => {
  it('counts the dishes in the signed-in customer cart and follows every change', async () => {
    fakeCart(fetchStub, [
      cartLine('line-1', 'Margherita', 4500_00, 2),
      cartLine('line-2', 'Caesar salad', 3000_00, 1),
    ]);
    const { events } = await openApp('/cart');
    const link = await badge(3);
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('3');

    await events.click(
      await screen.findByRole('button', { name: 'Increase quantity of Margherita' }),
    );
    expect(await badge(4)).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Remove Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: cartTexts.confirmDelete });
    await events.click(within(dialog).getByRole('button', { name: cartTexts.delete }));
    expect(await badge(1)).toBeVisible();
    await waitFor(() =>
      expect(fetchStub.callsTo('DELETE', '/api/cart/items/:lineId')).toHaveLength(1),
    );
  });

  it('shows an empty cart to a guest without asking the server for one', async () => {
    await openApp('/About', null);
    expect(await badge(0)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(fetchStub.callsTo('GET', '/api/cart')).toHaveLength(0);
  });

  it('opens the cart page of a guest who never added a dish: empty, not loading for ever', async () => {
    fakeCart(fetchStub, []);
    await openApp('/cart', null);
    expect(await screen.findByText(cartTexts.empty)).toBeVisible();
    expect(screen.queryByRole('status', { name: /Loading your cart/ })).toBeNull();
    expect(fetchStub.callsTo('GET', '/api/cart')).toHaveLength(1);
  });

  describe('of a guest who added dishes', () => {
    afterEach(() => window.localStorage.clear());

    it('counts the guest cart kept on the server, and opens the cart page without signing in', async () => {
      markGuestCart();
      fakeCart(fetchStub, [cartLine('line-1', 'Margherita', 4500_00, 2)]);
      await openApp('/cart', null);
      expect(await badge(2)).toBeVisible();
      expect(await screen.findByRole('link', { name: cartTexts.checkout })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    });
  });
});
