import { cartTexts } from '@shared/cart-view';
import { formatMoney } from '@shared/money';
import { cartLine, cartView, fakeCart } from '@test/support/web/fake-cart';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CartPage from './CartPage';

const openCart = () => renderScreen(<CartPage />, { path: '/cart', user: customer });
const summary = () => screen.getByRole('complementary', { name: 'Cart summary' });
const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

/** A price changed since the dish was added is told, and accepted once. */
describe('cart price changes', () => {
  it('shows was → now on the changed line, holds checkout, and accepts all at once', async () => {
    const raised = {
      ...cartLine('line-1', 'Margherita', 5000_00, 2),
      previousUnitPriceMinor: 4500_00,
    };
    const same = cartLine('line-2', 'Caesar salad', 3000_00);
    const server = fakeCart(fetchStub, [raised, same]);
    fetchStub.on('POST', '/api/cart/accept-prices', () => {
      server.view = cartView(
        server.view.items.map(({ previousUnitPriceMinor: _was, ...line }) => line),
      );
      return server.view;
    });
    const { events } = await openCart();
    const pizza = await rowOf('Margherita');
    expect(pizza).toHaveTextContent(`was ${formatMoney(4500_00)} → now ${formatMoney(5000_00)}`);
    expect(await rowOf('Caesar salad')).not.toHaveTextContent('was');
    expect(within(summary()).getByText(cartTexts.pricesChanged)).toBeVisible();
    expect(within(summary()).queryByRole('link', { name: cartTexts.checkout })).toBeNull();

    await events.click(within(summary()).getByRole('button', { name: cartTexts.acceptPrices }));
    expect(fetchStub.callsTo('POST', '/api/cart/accept-prices')).toHaveLength(1);
    await waitFor(() =>
      expect(within(summary()).getByRole('link', { name: cartTexts.checkout })).toBeVisible(),
    );
    expect(await rowOf('Margherita')).not.toHaveTextContent('was');
    expect(screen.queryByText(cartTexts.pricesChanged)).toBeNull();
  });

  it('says nothing when no price changed', async () => {
    fakeCart(fetchStub, [cartLine('line-1', 'Margherita', 4500_00)]);
    await openCart();
    await rowOf('Margherita');
    expect(screen.queryByRole('button', { name: cartTexts.acceptPrices })).toBeNull();
  });
});
