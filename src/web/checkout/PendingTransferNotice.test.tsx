import { checkoutTexts as t } from '@shared/checkout';
import { latePaymentTexts as late } from '@shared/late-payments';
import { formatMoney } from '@shared/money';
import {
  addressChosen,
  checkoutLine,
  fakeCheckout,
  pendingTransfer,
  savedAddress,
} from '@test/support/web/fake-checkout';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { AwaitingTransfers } from '@web/orders/AwaitingTransfers';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const lines = [checkoutLine('Margherita', 4500_00, 2)];
const home = savedAddress('14 Admiralty Way, Lekki Phase 1, Lagos');
const transfer = pendingTransfer('TVP-WAITING-1', 9500_00);

const openCheckout = () =>
  renderScreen(<CheckoutPage />, { path: '/checkout/payment', user: customer });

describe('checkout: a bank transfer awaiting the bank', () => {
  it('shows its amount and reference, and refuses to open a second payment', async () => {
    fakeCheckout(fetchStub, {
      lines,
      addresses: [home],
      option: 'Home Delivery',
      transfers: [transfer],
    });
    const { events } = await openCheckout();
    const notice = await screen.findByRole('region', { name: late.awaitingTitle });
    expect(notice).toHaveTextContent(formatMoney(9500_00));
    expect(notice).toHaveTextContent('TVP-WAITING-1');

    await addressChosen(home);
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      late.transferStillPending(9500_00, 'NGN', 'TVP-WAITING-1'),
    );
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(0);
  });

  it('"Pay another way" abandons it after asking, and the diner can pay again', async () => {
    const server = fakeCheckout(fetchStub, {
      lines,
      addresses: [home],
      option: 'Home Delivery',
      transfers: [transfer],
    });
    const { events } = await openCheckout();
    const notice = await screen.findByRole('region', { name: late.awaitingTitle });
    await events.click(within(notice).getByRole('button', { name: late.payAnotherWay }));
    const dialog = await screen.findByRole('dialog', { name: late.payAnotherWay });
    await events.click(within(dialog).getByRole('button', { name: late.keepWaiting }));
    expect(fetchStub.callsTo('POST', '/api/checkout/payments/:reference/abandon')).toHaveLength(0);

    await events.click(within(notice).getByRole('button', { name: late.payAnotherWay }));
    await events.click(
      within(await screen.findByRole('dialog', { name: late.payAnotherWay })).getByRole('button', {
        name: late.payAnotherWay,
      }),
    );
    expect(await screen.findByText(late.abandoned)).toBeVisible();
    const [abandoned] = fetchStub.callsTo('POST', '/api/checkout/payments/:reference/abandon');
    expect(abandoned?.params).toEqual({ reference: 'TVP-WAITING-1' });
    expect(server.transfers).toEqual([]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: late.awaitingTitle })).not.toBeInTheDocument(),
    );
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(1),
    );
  });

  it('shows nothing when no transfer is waiting', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery' });
    await openCheckout();
    await screen.findByRole('button', { name: t.proceedToPay });
    await waitFor(() =>
      expect(fetchStub.callsTo('GET', '/api/checkout/transfers').length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('region', { name: late.awaitingTitle })).not.toBeInTheDocument();
  });
});

describe('orders page: payments awaiting the bank', () => {
  it('lists each transfer awaiting the bank with its amount and reference', async () => {
    fetchStub.on('GET', '/api/checkout/transfers', { transfers: [transfer] });
    await renderScreen(<AwaitingTransfers />, { path: '/user/present-orders', user: customer });
    const section = await screen.findByRole('region', { name: late.ordersAwaiting });
    expect(section).toHaveTextContent(late.ordersAwaitingLine(9500_00, 'NGN', 'TVP-WAITING-1'));
  });
});
