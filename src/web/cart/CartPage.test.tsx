import { cartTexts } from '@shared/cart-view';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { soldOutTexts } from '@shared/sold-out';
import { QueryClientProvider } from '@tanstack/react-query';
import { cartLine, cartView, fakeCart } from '@test/support/web/fake-cart';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen, signInAs } from '@test/support/web/render';
import { RouterAt } from '@test/support/web/router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@web/lib/queryClient';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartKeys } from './api';
import CartPage from './CartPage';

const pizza = cartLine('line-1', 'Margherita', 4500_00, 2);
const salad = cartLine('line-2', 'Caesar salad', 3000_00, 1);

const openCart = () => renderScreen(<CartPage />, { path: '/cart', user: customer });
const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const findRow = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
const summary = () => screen.getByRole('complementary', { name: 'Cart summary' });
const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('status');

describe('cart page', () => {
  it('shows each line with its unit price, quantity and total, and the subtotal', async () => {
    fakeCart(fetchStub, [pizza, salad]);
    await openCart();
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `${cartTexts.heading} (3 items)`,
    );
    expect(within(row('Margherita')).getByText(`${formatMoney(4500_00)} each`)).toBeVisible();
    expect(quantityOf('Margherita')).toHaveTextContent('2');
    expect(within(row('Margherita')).getByText(formatMoney(9000_00))).toBeVisible();
    expect(within(row('Caesar salad')).getByText(formatMoney(3000_00))).toBeVisible();
    expect(within(summary()).getByText(formatMoney(12000_00))).toBeVisible();
    expect(within(summary()).getByRole('link', { name: cartTexts.checkout })).toHaveAttribute(
      'href',
      '/checkout/payment',
    );
  });

  it('changes a quantity through the API and updates line total and subtotal', async () => {
    const server = fakeCart(fetchStub, [pizza, salad]);
    const { events } = await openCart();
    await events.click(
      await screen.findByRole('button', { name: 'Increase quantity of Caesar salad' }),
    );
    await waitFor(() => expect(within(summary()).getByText(formatMoney(15000_00))).toBeVisible());
    expect(quantityOf('Caesar salad')).toHaveTextContent('2');
    expect(within(row('Caesar salad')).getByText(formatMoney(6000_00))).toBeVisible();
    const [change] = fetchStub.callsTo('PATCH', '/api/cart/items/:lineId');
    expect(change?.params.lineId).toBe('line-2');
    expect(change?.body).toEqual({ quantity: 2 });
    expect(server.view.subtotalMinor).toBe(15000_00);

    await events.click(screen.getByRole('button', { name: 'Decrease quantity of Margherita' }));
    await waitFor(() => expect(within(summary()).getByText(formatMoney(10500_00))).toBeVisible());
    expect(quantityOf('Margherita')).toHaveTextContent('1');
    // One is the least: the minus button stops there.
    expect(screen.getByRole('button', { name: 'Decrease quantity of Margherita' })).toBeDisabled();
  });

  it('puts the quantity back and says why when the server refuses the change', async () => {
    fakeCart(fetchStub, [pizza]);
    fetchStub.on(
      'PATCH',
      '/api/cart/items/:lineId',
      respondError(409, 'conflict', cartTexts.quantityLimit),
    );
    const { events } = await openCart();
    await events.click(
      await screen.findByRole('button', { name: 'Increase quantity of Margherita' }),
    );
    expect(await screen.findByText(cartTexts.quantityLimit)).toBeVisible();
    expect(quantityOf('Margherita')).toHaveTextContent('2');
    expect(within(summary()).getByText(formatMoney(9000_00))).toBeVisible();
  });

  it('removes a line after asking, and confirms it', async () => {
    fakeCart(fetchStub, [pizza, salad]);
    const { events } = await openCart();
    await events.click(await screen.findByRole('button', { name: 'Remove Caesar salad' }));
    const dialog = await screen.findByRole('dialog', { name: cartTexts.confirmDelete });
    expect(dialog).toHaveTextContent('Caesar salad will be taken out of your cart.');
    await events.click(within(dialog).getByRole('button', { name: cartTexts.delete }));
    expect(await screen.findByText(messages.toast.itemRemoved)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Caesar salad' })).not.toBeInTheDocument();
    expect(within(summary()).getByText(formatMoney(9000_00))).toBeVisible();
    expect(fetchStub.callsTo('DELETE', '/api/cart/items/:lineId')[0]?.params.lineId).toBe('line-2');
  });

  it('keeps the line when the removal is cancelled', async () => {
    fakeCart(fetchStub, [pizza]);
    const { events } = await openCart();
    await events.click(await screen.findByRole('button', { name: 'Remove Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: cartTexts.confirmDelete });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    expect(fetchStub.callsTo('DELETE', '/api/cart/items/:lineId')).toHaveLength(0);
  });

  it('says the cart is empty and points to the menu', async () => {
    fakeCart(fetchStub, []);
    await openCart();
    expect(await screen.findByText(cartTexts.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/Menu');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(0 items)');
  });

  it('a dish taken off the menu counts for nothing and blocks checkout', async () => {
    fakeCart(fetchStub, [pizza, cartLine('line-3', 'Old special', 1000_00, 1, false)]);
    await openCart();
    expect(await screen.findByText(cartTexts.lineUnavailable)).toBeVisible();
    expect(within(summary()).getByText(formatMoney(9000_00))).toBeVisible();
    expect(within(summary()).queryByRole('link', { name: cartTexts.checkout })).toBeNull();
    expect(within(summary()).getByText(cartTexts.checkout)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('a sold-out line says Sold out on that line and blocks checkout', async () => {
    const soldOut = { ...cartLine('line-4', 'Diavola', 5000_00, 1, false), soldOut: true };
    fakeCart(fetchStub, [pizza, soldOut]);
    await openCart();
    expect(await within(await findRow('Diavola')).findByText(soldOutTexts.cartLine)).toBeVisible();
    expect(within(row('Margherita')).queryByText(soldOutTexts.cartLine)).toBeNull();
    expect(within(summary()).getByText(formatMoney(9000_00))).toBeVisible();
    expect(within(summary()).queryByRole('link', { name: cartTexts.checkout })).toBeNull();
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    fetchStub.on('GET', '/api/cart', respondError(500, 'internal', 'down'));
    const { events } = await openCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cart.');
    fakeCart(fetchStub, [pizza]);
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeVisible();
  });
});

describe('cart page: the largest order', () => {
  it('a cart past the largest order says so in words and cannot go to checkout', async () => {
    // Prices rose after the dishes were added: 99 x NGN 200,000 = NGN 19,800,000.
    fakeCart(fetchStub, [cartLine('line-9', 'Whole lamb feast', 200_000_00, 99)]);
    await openCart();
    expect(await screen.findByText(cartTexts.orderTooLarge)).toBeVisible();
    expect(cartTexts.orderTooLarge).toBe(
      'An order can be at most NGN 10,000,000.00 — split it into several orders or call the restaurant.',
    );
    expect(within(summary()).queryByRole('link', { name: cartTexts.checkout })).toBeNull();
    expect(within(summary()).getByText(cartTexts.checkout)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Lowering the quantity stays possible.
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Whole lamb feast' }),
    ).toBeEnabled();
  });

  it('a change the server refuses for the limit is undone and its reason shown', async () => {
    // 90 x NGN 110,000 = NGN 9,900,000: one more would pass the limit.
    fakeCart(fetchStub, [cartLine('line-9', 'Whole lamb feast', 110_000_00, 90)]);
    fetchStub.on(
      'PATCH',
      '/api/cart/items/:lineId',
      respondError(409, 'conflict', cartTexts.orderTooLarge),
    );
    const { events } = await openCart();
    await events.click(
      await screen.findByRole('button', { name: 'Increase quantity of Whole lamb feast' }),
    );
    expect((await screen.findAllByText(cartTexts.orderTooLarge))[0]).toBeVisible();
    await waitFor(() => expect(quantityOf('Whole lamb feast')).toHaveTextContent('90'));
    expect(within(summary()).getByText(formatMoney(9_900_000_00))).toBeVisible();
    expect(within(summary()).getByRole('link', { name: cartTexts.checkout })).toBeVisible();
  });
});

describe('cart page taken over from its prerendered HTML', () => {
  it('with the cart known already (the header asked first), hydrates without a mismatch and then shows the lines', async () => {
    await signInAs(customer);
    queryClient.clear();
    const page = (
      <QueryClientProvider client={queryClient}>
        <RouterAt path="/cart">
          <CartPage />
        </RouterAt>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('.spinner-wrap')).not.toBeNull();

    queryClient.setQueryData(cartKeys.cart, cartView([pizza]));
    const mismatches: unknown[] = [];
    await act(async () => {
      render(page, {
        container,
        hydrate: true,
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    expect(container.querySelector('.spinner-wrap')).toBeNull();
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
