import { checkoutTexts as t } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { scheduleTexts } from '@shared/scheduled-orders';
import {
  addressChosen,
  checkoutLine,
  fakeCheckout,
  savedAddress,
} from '@test/support/web/fake-checkout';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, nowAt, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const lines = [checkoutLine('Margherita', 4500_00, 2), checkoutLine('Caesar salad', 3000_00)];
const home = savedAddress('14 Admiralty Way, Lekki Phase 1, Lagos');

const openCheckout = (path = '/checkout/payment') =>
  renderScreen(<CheckoutPage />, { path, route: '/checkout/payment', user: customer });

const orderSummary = () => screen.findByRole('complementary', { name: t.orderSummary });
/** The amount on the summary row a person reads under `label`. */
const amount = (summary: HTMLElement, label: string) =>
  within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const proceed = () => screen.getByRole('button', { name: t.proceedToPay });

describe('checkout: order summary', () => {
  it('lists each dish with its quantity and adds the 500.00 delivery fee', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    await openCheckout();
    const summary = await orderSummary();
    expect(DELIVERY_FEE_MINOR).toBe(500_00);
    expect(amount(summary, t.itemsTotal)).toBe(formatMoney(12000_00));
    expect(amount(summary, t.deliveryFee)).toBe('NGN 500.00');
    expect(amount(summary, t.total)).toBe('NGN 12,500.00');
    const [pizza] = within(summary).getAllByRole('listitem');
    expect(pizza).toHaveTextContent('Margherita');
    expect(pizza).toHaveTextContent('Quantity 2');
    expect(pizza).toHaveTextContent(formatMoney(9000_00));
  });

  it('removes a dish no longer on the menu from the summary itself', async () => {
    const old = checkoutLine('Old special', 1000_00, 1, false);
    fakeCheckout(fetchStub, { lines: [...lines, old], addresses: [home], option: 'Home Delivery' });
    const { events } = await openCheckout();
    const summary = await orderSummary();
    await events.click(within(summary).getByRole('button', { name: 'Remove Old special' }));
    await waitFor(() => expect(within(summary).queryByText('Old special')).toBeNull());
    expect(fetchStub.callsTo('DELETE', '/api/cart/items/:lineId')[0]?.params.lineId).toBe(
      old.lineId,
    );
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says the cart is empty instead of a form when there is nothing to pay for', async () => {
    fakeCheckout(fetchStub, { lines: [] });
    await openCheckout();
    expect(await screen.findByText(t.cartEmpty)).toBeVisible();
    expect(screen.getByRole('link', { name: t.browseMenu })).toHaveAttribute('href', '/Menu');
    expect(screen.queryByRole('button', { name: t.proceedToPay })).not.toBeInTheDocument();
  });
});

describe('checkout: delivery option', () => {
  it('asks for a choice, saves the one picked and shows it', async () => {
    const server = fakeCheckout(fetchStub, { lines, addresses: [home] });
    const { events } = await openCheckout();
    const step = await screen.findByRole('region', { name: t.deliveryDetails });
    expect(within(step).getByText(t.noDeliveryOption)).toBeVisible();
    await events.click(within(step).getByRole('button', { name: t.select }));
    await events.click(within(step).getByRole('button', { name: t.save }));
    expect(within(step).getByText(t.selectDeliveryOption)).toBeVisible();
    expect(fetchStub.callsTo('PUT', '/api/checkout/delivery')).toHaveLength(0);

    await events.click(within(step).getByRole('radio', { name: 'Pickup Station' }));
    await events.click(within(step).getByRole('button', { name: t.save }));
    expect(await within(step).findByText(t.deliveryUpdated)).toBeVisible();
    expect(within(step).getByText('Pickup Station')).toBeVisible();
    expect(within(step).queryByRole('radio')).not.toBeInTheDocument();
    expect(fetchStub.callsTo('PUT', '/api/checkout/delivery')[0]?.body).toEqual({
      option: 'Pickup Station',
    });
    expect(server.option).toBe('Pickup Station');
  });

  it('changes a saved option, or keeps it on Cancel', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    const { events } = await openCheckout();
    const step = await screen.findByRole('region', { name: t.deliveryDetails });
    await events.click(within(step).getByRole('button', { name: t.select }));
    expect(within(step).getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
    await events.click(within(step).getByRole('radio', { name: 'Pickup Station' }));
    await events.click(within(step).getByRole('button', { name: t.cancel }));
    expect(within(step).getByText('Home Delivery')).toBeVisible();
    expect(fetchStub.callsTo('PUT', '/api/checkout/delivery')).toHaveLength(0);
  });
});

describe('checkout: the pay button', () => {
  it.each([
    ['no address', { option: 'Home Delivery' as const }, t.selectAddress],
    ['no delivery option', { addresses: [home] }, t.selectDeliveryOption],
    [
      'a dish no longer on the menu',
      {
        addresses: [home],
        option: 'Home Delivery' as const,
        lines: [...lines, checkoutLine('Old special', 1000_00, 1, false)],
      },
      t.cartUnavailable,
    ],
  ])('with %s says what is missing and opens nothing', async (_case, setup, text) => {
    fakeCheckout(fetchStub, { lines, ...setup });
    const { events } = await openCheckout();
    await orderSummary();
    if ('addresses' in setup) await addressChosen(home);
    await events.click(proceed());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(proceed()).toHaveAccessibleDescription(text);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the times when "Proceed to pay" is tapped before they arrived, then starts the payment', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    fetchStub.on('POST', '/api/checkout/payments', respondError(409, 'conflict', t.cartEmpty));
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    fetchStub.on('GET', '/api/checkout/when', async () => {
      await arrived; // a slow network: the times come after the tap
      return {
        fulfilment: 'delivery',
        asap: { available: true, readyAt: new Date(Date.now() + 30 * 60_000).toISOString() },
        slots: [],
        timeZone: 'Africa/Lagos',
        now: new Date().toISOString(),
      };
    });
    const { events } = await openCheckout();
    await orderSummary();
    await addressChosen(home);
    await events.click(proceed());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(1),
    );
    expect(screen.queryByText(scheduleTexts.chooseTime)).not.toBeInTheDocument();
  });

  it('asks who pays on the page itself, filled from the account, with no dialog, and shows a refused start', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    fetchStub.on(
      'POST',
      '/api/checkout/payments',
      respondError(409, 'conflict', t.cartUnavailable),
    );
    const { events } = await openCheckout();
    await orderSummary();
    await addressChosen(home);
    const payment = screen.getByRole('region', { name: t.paymentMethod });
    expect(within(payment).getByText(t.payWithBlurb)).toBeVisible();
    expect(within(payment).getByLabelText(t.fullName)).toHaveValue(customer.username);
    expect(within(payment).getByLabelText(t.email)).toHaveValue(customer.email);
    expect(within(payment).queryByRole('button', { name: t.change })).not.toBeInTheDocument();

    await events.clear(within(payment).getByLabelText(t.fullName));
    await events.click(proceed());
    expect(await within(payment).findByText(t.fullNameRequired)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(0);

    await events.type(within(payment).getByLabelText(t.fullName), 'Ada Obi');
    await events.click(proceed());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.cartUnavailable));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')[0]?.body).toEqual({
      addressId: home.id,
      fullName: 'Ada Obi',
      email: customer.email,
      expectedTotalMinor: 12500_00,
    });
  });

  it('is unavailable while a returning payment is verified, then goes to the orders', async () => {
    let answer: (value: unknown) => void = () => {};
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    fetchStub.on(
      'POST',
      '/api/checkout/payments/:reference/verify',
      () => new Promise((r) => (answer = r)),
    );
    await openCheckout('/checkout/payment?reference=ref-123');
    expect(await screen.findByText(t.verifying)).toHaveRole('status');
    expect(proceed()).toHaveAttribute('aria-disabled', 'true');
    const [verify] = fetchStub.callsTo('POST', '/api/checkout/payments/:reference/verify');
    expect(verify?.params.reference).toBe('ref-123');

    answer({ payment: { status: 'successful' } });
    expect(await screen.findByText(nowAt('/user/present-orders'))).toBeVisible();
    expect(await screen.findByText(messages.toast.paymentRecorded)).toBeVisible();
  });

  it('says why when the payment could not be recorded, and can be used again', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    fetchStub
      .on(
        'POST',
        '/api/checkout/payments/:reference/verify',
        respondError(402, 'payment_failed', 'The card was declined.'),
      )
      .on('GET', '/api/checkout/payments/:reference', { payment: { status: 'failed' } });
    await openCheckout('/checkout/payment?reference=ref-9');
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The card was declined.'),
    );
    expect(await screen.findByText(messages.toast.paymentSaveError)).toBeVisible();
    expect(proceed()).not.toHaveAttribute('aria-disabled');
  });
});
