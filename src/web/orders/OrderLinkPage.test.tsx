import { orderLinkTexts as l } from '@shared/order-links';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { Order } from '@shared/orders';
import { staffOrderMailTexts } from '@shared/staff-orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder, orderLine } from '@test/support/web/fake-orders';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderLinkPage from './OrderLinkPage';

const TOKEN = 'VFYtTElOSzE.1900000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const stageLabel = () => document.querySelector('.order-stage-label');
const open = (order: () => Order) => {
  fetchStub.on('GET', '/api/orders/by-link/:token', () => ({ order: order() }));
  return renderScreen(<OrderLinkPage />, { path: `/order/${TOKEN}`, route: '/order/:token' });
};

describe('the order page of a receipt link (no sign-in)', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('shows the order with its choices and note to a signed-out visitor, and follows it live', async () => {
    let stage: Order['stage'] = 'new';
    const line = {
      ...orderLine('Margherita', 6000_00),
      note: 'well done',
      choices: [
        { groupId: 'g1', choiceId: 'c1', group: 'Size', name: 'Large', deltaMinor: 3000_00 },
        { groupId: 'g2', choiceId: 'c2', group: 'Extras', name: 'Olives', deltaMinor: 500_00 },
      ],
    };
    await open(() => fakeOrder('TV-LINK1', { stage, lines: [line] }));
    expect(await screen.findByRole('heading', { name: l.title(1042) })).toBeVisible();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent('Margherita');
    expect(page).toHaveTextContent('Large');
    expect(page).toHaveTextContent('Olives');
    expect(page).toHaveTextContent('well done');
    // Cancel and Order again need an account: not offered here.
    expect(screen.queryByRole('button', { name: /Order again|Cancel/ })).toBeNull();
    expect(FakeEventSource.latest().url).toBe(`/api/orders/by-link/${TOKEN}/events`);

    stage = 'accepted';
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('orders', { type: 'order.stage', orderIds: ['TV-LINK1'] });
    });
    await waitFor(() =>
      expect(stageLabel()).toHaveTextContent(
        orderStageTexts.dinerWords('accepted', 'delivery').label,
      ),
    );
  });

  it('tells the diner of a phone order what is still to pay and how, and never speaks of a payment taken', async () => {
    let order: Order = {
      ...fakeOrder('TV-PHONE1', { stage: 'new', fulfilment: 'pickup', totalMinor: 7500_00 }),
      source: 'phone',
      paymentMethod: 'cash',
      awaitingPayment: true,
    };
    await open(() => order);
    const page = await screen.findByRole('article');
    expect(page).toHaveTextContent(orderStageTexts.dinerWords('new', 'pickup', 'unpaid').detail);
    expect(page).not.toHaveTextContent('your payment');
    expect(page).toHaveTextContent(
      staffOrderMailTexts.orderPageToPay('NGN 7,500.00', 'cash', 'pickup'),
    );

    // Paid at the counter, then canceled: given back the way it was paid, not to a card.
    order = { ...order, awaitingPayment: false, stage: 'canceled', status: 'canceled' };
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('orders', { type: 'order.stage', orderIds: ['TV-PHONE1'] });
    });
    await waitFor(() =>
      expect(screen.getByRole('article')).toHaveTextContent(
        orderStageTexts.dinerWords('canceled', 'pickup', 'in_person').detail,
      ),
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('To pay');
  });

  it('says the link is not valid when the server does not know it', async () => {
    fetchStub.on('GET', '/api/orders/by-link/:token', () =>
      respondError(404, 'not_found', l.notFound),
    );
    await renderScreen(<OrderLinkPage />, { path: `/order/${TOKEN}`, route: '/order/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(l.notFound);
  });
});
