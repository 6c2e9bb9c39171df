import { formatMoney } from '@shared/money';
import { type PayLinkView, paymentLinkTexts } from '@shared/payment-links';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PayLinkPage from './PayLinkPage';

const TOKEN = 'VFYtUEFZMDAwMQ.1900000000.bWFj';

const order = (changes: Partial<PayLinkView> = {}): PayLinkView => ({
  restaurant: 'Tavola',
  orderId: 'TV-PAY0001',
  number: 1042,
  customerName: 'Ada Link',
  fulfilment: 'pickup',
  lines: [
    {
      name: 'Margherita',
      image: '/img/x.webp',
      quantity: 2,
      unitPriceMinor: 8000_00,
      lineTotalMinor: 16000_00,
      canceled: false,
      choices: [{ groupId: 'g', group: 'Size', choiceId: 'c', name: 'Large', deltaMinor: 3000_00 }],
      note: 'well done',
    },
  ],
  subtotalMinor: 16000_00,
  deliveryFeeMinor: 0,
  totalMinor: 16000_00,
  currency: 'NGN',
  state: 'unpaid',
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...changes,
});

const open = (path = `/pay/${TOKEN}`) =>
  renderScreen(<PayLinkPage />, { path, route: '/pay/:token' });

describe('the card payment link page', () => {
  it('shows the restaurant, the order number, its lines with choices, the total and "Pay NGN …"', async () => {
    fetchStub.on('GET', '/api/pay/:token', { order: order() });
    await open();
    expect(await screen.findByRole('heading', { name: /#1042/ })).toBeVisible();
    expect(screen.getByText('Tavola')).toBeVisible();
    expect(screen.getByText(/2 × Margherita/)).toBeVisible();
    expect(screen.getByText('Large')).toBeVisible();
    expect(screen.getByRole('button', { name: `Pay ${formatMoney(16000_00)}` })).toBeEnabled();
    expect(fetchStub.callsTo('GET', '/api/pay/:token')[0]?.params.token).toBe(TOKEN);
  });

  it('says a paid order is paid, and a canceled one canceled, with no pay button', async () => {
    fetchStub.on('GET', '/api/pay/:token', { order: order({ state: 'paid' }) });
    const first = await open();
    expect(await screen.findByText(paymentLinkTexts.paid)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    first.unmount();

    fetchStub.on('GET', '/api/pay/:token', { order: order({ state: 'canceled' }) });
    await open();
    expect(await screen.findByText(paymentLinkTexts.canceled)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it("says in the server's words that a link is not valid or has expired", async () => {
    fetchStub.on('GET', '/api/pay/:token', respondError(410, 'gone', paymentLinkTexts.expired));
    const first = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentLinkTexts.expired);
    first.unmount();
    fetchStub.on(
      'GET',
      '/api/pay/:token',
      respondError(404, 'not_found', paymentLinkTexts.invalid),
    );
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentLinkTexts.invalid);
  });

  it('back from the provider, verifies the payment and then shows the order paid', async () => {
    let paid = false;
    fetchStub.on('GET', '/api/pay/:token', () => ({
      order: order({ state: paid ? 'paid' : 'unpaid' }),
    }));
    fetchStub.on('POST', '/api/pay/:token/payments/:reference/verify', () => {
      paid = true;
      return {
        payment: { reference: 'TVP-1', status: 'successful', amountMinor: 16000_00, reason: null },
      };
    });
    await open(`/pay/${TOKEN}?reference=TVP-1&trxref=TVP-1`);
    expect(await screen.findByText(paymentLinkTexts.paid)).toBeVisible();
    expect(
      fetchStub.callsTo('POST', '/api/pay/:token/payments/:reference/verify')[0]?.params,
    ).toEqual({ token: TOKEN, reference: 'TVP-1' });
  });

  it('tells the diner when their payment is refused and refunded because the order was paid meanwhile', async () => {
    const reason = paymentLinkTexts.refundedPaid(formatMoney(16000_00));
    let verified = false;
    fetchStub.on('GET', '/api/pay/:token', () => ({
      order: order({ state: verified ? 'paid' : 'unpaid' }),
    }));
    fetchStub.on('POST', '/api/pay/:token/payments/:reference/verify', () => {
      verified = true;
      return { payment: { reference: 'TVP-2', status: 'rejected', amountMinor: 16000_00, reason } };
    });
    await open(`/pay/${TOKEN}?reference=TVP-2`);
    expect(await screen.findByText(reason)).toBeVisible();
    expect(await screen.findByText(paymentLinkTexts.paid)).toBeVisible();
  });

  it("shows the server's words when paying cannot start (paid from another tab)", async () => {
    fetchStub.on('GET', '/api/pay/:token', { order: order() });
    fetchStub.on(
      'POST',
      '/api/pay/:token/payments',
      respondError(409, 'conflict', paymentLinkTexts.paid),
    );
    const { events } = await open();
    await events.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentLinkTexts.paid);
  });
});
