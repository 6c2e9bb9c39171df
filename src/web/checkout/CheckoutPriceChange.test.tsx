import { cartTexts } from '@shared/cart-view';
import { checkoutTexts as t } from '@shared/checkout';
import { formatMoney } from '@shared/money';
import { cartView } from '@test/support/web/fake-cart';
import { checkoutLine, fakeCheckout, savedAddress } from '@test/support/web/fake-checkout';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const home = savedAddress('14 Admiralty Way, Lekki Phase 1, Lagos');

/** A price change at checkout: 'Proceed to pay' is refused until the new prices are accepted. */
describe('checkout: a price changed since adding', () => {
  it('refuses Proceed to pay with the message, then opens payment once accepted', async () => {
    const raised = { ...checkoutLine('Ratatouille', 5500_00, 1), previousUnitPriceMinor: 5000_00 };
    const server = fakeCheckout(fetchStub, {
      lines: [raised],
      addresses: [home],
      option: 'Home Delivery',
    });
    fetchStub.on('POST', '/api/cart/accept-prices', () => {
      server.lines = server.lines.map(({ previousUnitPriceMinor: _was, ...line }) => line);
      return cartView([]);
    });
    const { events } = await renderScreen(<CheckoutPage />, {
      path: '/checkout/payment',
      route: '/checkout/payment',
      user: customer,
    });
    const summary = await screen.findByRole('complementary', { name: t.orderSummary });
    expect(summary).toHaveTextContent(`was ${formatMoney(5000_00)} → now ${formatMoney(5500_00)}`);
    expect(within(summary).queryByRole('alert')).toBeNull();

    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    expect(within(summary).getByRole('alert')).toHaveTextContent(cartTexts.pricesChanged);
    expect(within(summary).getByRole('button', { name: cartTexts.acceptPrices })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(0);

    await events.click(within(summary).getByRole('button', { name: cartTexts.acceptPrices }));
    await waitFor(() => expect(summary).not.toHaveTextContent('was'));
    expect(within(summary).queryByText(cartTexts.pricesChanged)).toBeNull();
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(1),
    );
  });
});
