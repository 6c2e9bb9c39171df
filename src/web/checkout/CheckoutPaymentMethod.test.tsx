import { checkoutTexts as t } from '@shared/checkout';
import { checkoutPaymentTexts as pt } from '@shared/checkout-payments';
import {
  addressChosen,
  checkoutLine,
  fakeCheckout,
  savedAddress,
} from '@test/support/web/fake-checkout';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, nowAt, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const lines = [checkoutLine('Margherita', 4500_00, 2)];
const home = savedAddress('14 Admiralty Way, Lekki Phase 1, Lagos', '+234 803 555 0147');
const openCheckout = () =>
  renderScreen(<CheckoutPage />, {
    path: '/checkout/payment',
    route: '/checkout/payment',
    user: customer,
  });
const paymentStep = async () => {
  await screen.findByRole('complementary', { name: t.orderSummary });
  return screen.getByRole('region', { name: t.paymentMethod });
};

describe('checkout: the payment method', () => {
  it('offers only paying online while the owner allows no in-person payment', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    await openCheckout();
    const step = await paymentStep();
    expect(within(step).getByText(t.payWithBlurb)).toBeVisible();
    expect(within(step).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.proceedToPay })).toBeVisible();
  });

  it('lets the diner choose to pay on delivery, then places the order unpaid and opens it', async () => {
    fakeCheckout(fetchStub, {
      lines,
      addresses: [home],
      option: 'Home Delivery',
      payments: { payAtPickup: false, payOnDelivery: true },
    });
    fetchStub.on('POST', '/api/checkout/orders', { orderId: 'TV-42', number: 1042 });
    const { events } = await openCheckout();
    const step = await paymentStep();
    await addressChosen(home);
    const online = await within(step).findByRole('radio', { name: new RegExp(pt.online) });
    expect(online).toBeChecked();
    await events.click(
      within(step).getByRole('radio', { name: new RegExp(pt.inPerson('delivery')) }),
    );
    await events.click(screen.getByRole('button', { name: pt.placeOrder }));
    await waitFor(() => expect(fetchStub.callsTo('POST', '/api/checkout/orders')).toHaveLength(1));
    expect(fetchStub.callsTo('POST', '/api/checkout/orders')[0]?.body).toEqual({
      addressId: home.id,
      fullName: customer.username,
      email: customer.email,
      expectedTotalMinor: 9500_00,
    });
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(0);
    expect(await screen.findByText(nowAt('/user/orders/1042'))).toBeVisible();
    expect(await screen.findByText(pt.placed(1042))).toBeVisible();
  });

  it('offers paying at pickup for pickup, not paying on delivery', async () => {
    fakeCheckout(fetchStub, {
      lines,
      addresses: [home],
      option: 'Pickup Station',
      payments: { payAtPickup: true, payOnDelivery: false },
    });
    await openCheckout();
    const step = await paymentStep();
    expect(
      await within(step).findByRole('radio', { name: new RegExp(pt.inPerson('pickup')) }),
    ).not.toBeChecked();
    expect(within(step).queryByText(pt.inPerson('delivery'))).not.toBeInTheDocument();
  });
});
