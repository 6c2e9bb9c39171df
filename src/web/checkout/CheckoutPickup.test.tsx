import { checkoutTexts as t } from '@shared/checkout';
import { formatMoney } from '@shared/money';
import {
  checkoutLine,
  fakeCheckout,
  PICKUP_PLACE,
  savedAddress,
} from '@test/support/web/fake-checkout';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const lines = [checkoutLine('Margherita', 4500_00, 2), checkoutLine('Caesar salad', 3000_00)];
const ITEMS = 12000_00;
const home = savedAddress('14 Admiralty Way, Lekki Phase 1, Lagos', '+234 803 555 0147');

const openCheckout = () =>
  renderScreen(<CheckoutPage />, {
    path: '/checkout/payment',
    route: '/checkout/payment',
    user: customer,
  });
const orderSummary = () => screen.findByRole('complementary', { name: t.orderSummary });

describe('checkout: pickup', () => {
  it('asks no address, shows the pickup place and charges no delivery fee', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [], option: 'Pickup Station' });
    await openCheckout();
    const summary = await orderSummary();
    expect(within(summary).getByText(t.pickupNoFee)).toBeVisible();
    expect(within(summary).queryByText(t.deliveryFee)).not.toBeInTheDocument();
    expect(
      within(summary).getByText(t.total, { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(formatMoney(ITEMS));
    const place = screen.getByRole('region', { name: t.pickupPlace });
    expect(within(place).getByText(PICKUP_PLACE.address)).toBeVisible();
    expect(within(place).getByText(PICKUP_PLACE.note)).toBeVisible();
    expect(screen.queryByRole('region', { name: t.customerAddress })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.addAddress })).not.toBeInTheDocument();
  });

  it('prices again when the diner switches from delivery to pickup', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    const { events } = await openCheckout();
    const summary = await orderSummary();
    expect(within(summary).getByText(t.deliveryFee)).toBeVisible();
    const step = screen.getByRole('region', { name: t.deliveryDetails });
    await events.click(within(step).getByRole('button', { name: t.select }));
    await events.click(within(step).getByRole('radio', { name: 'Pickup Station' }));
    await events.click(within(step).getByRole('button', { name: t.save }));
    expect(await within(summary).findByText(t.pickupNoFee)).toBeVisible();
    expect(within(summary).queryByText(t.deliveryFee)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: t.pickupPlace })).toBeVisible();
  });

  it('pays with a contact phone (from the saved address) and a note, never an address', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Pickup Station' });
    fetchStub.on('POST', '/api/checkout/payments', respondError(409, 'conflict', t.cartEmpty));
    const { events } = await openCheckout();
    await orderSummary();
    const payment = screen.getByRole('region', { name: t.paymentMethod });
    const phone = within(payment).getByLabelText(t.contactPhone);
    await waitFor(() => expect(phone).toHaveValue(home.phone));

    await events.clear(phone);
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    expect(await within(payment).findByText(t.contactPhoneRequired)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(0);

    await events.type(phone, '+234 803 000 1111');
    await events.type(within(payment).getByLabelText(t.noteLabel), 'Ring at the gate');
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.cartEmpty));
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')[0]?.body).toEqual({
      contactPhone: '+234 803 000 1111',
      fullName: customer.username,
      email: customer.email,
      note: 'Ring at the gate',
      expectedTotalMinor: ITEMS,
    });
  });

  it('starts the pickup phone from the default address, not the newest', async () => {
    const older = { ...home, id: 'older', phone: '+234 803 222 3333', isDefault: true };
    const newest = { ...home, id: 'newest', phone: '+234 803 444 5555', isDefault: false };
    fakeCheckout(fetchStub, { lines, addresses: [newest, older], option: 'Pickup Station' });
    await openCheckout();
    await orderSummary();
    const payment = screen.getByRole('region', { name: t.paymentMethod });
    await waitFor(() =>
      expect(within(payment).getByLabelText(t.contactPhone)).toHaveValue(older.phone),
    );
  });
});
