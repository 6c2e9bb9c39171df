import { orderPageTexts as p, orderTexts as t } from '@shared/orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder, orderLine } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PastOrdersPage from './PastOrdersPage';

const delivered = fakeOrder('TV-PASTDELIV1', {
  number: 1042,
  status: 'delivered',
  deliveredAt: '2026-11-20T11:00:00.000Z',
  lines: [orderLine('Jollof Rice', 2500_00, 2), orderLine('Suya', 1500_00)],
});
const canceled = fakeOrder('TV-PASTCANCL1', {
  number: 1043,
  status: 'canceled',
  canceledAt: '2026-11-21T11:00:00.000Z',
});

describe('the past orders page', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('offers "Order again" on each past order and says what could not go back in the cart', async () => {
    fetchStub
      .on('GET', '/api/orders/past', {
        items: [delivered, canceled],
        pageSize: 4,
        start: 1,
        total: 2,
        totalCapped: false,
        next: null,
        prev: null,
      })
      .on('POST', '/api/orders/:orderId/reorder', {
        added: [{ name: 'Jollof Rice', quantity: 2 }],
        skipped: [{ name: 'Suya', reason: 'sold_out' }],
      });
    const { events } = await renderScreen(<PastOrdersPage />, {
      path: '/user/past-orders',
      user: customer,
    });
    const first = await screen.findByRole('article', { name: t.orderNumberLabel(1042) });
    const second = screen.getByRole('article', { name: t.orderNumberLabel(1043) });
    expect(within(second).getByRole('button', { name: p.orderAgain })).toBeVisible();

    await events.click(within(first).getByRole('button', { name: p.orderAgain }));
    expect(await screen.findByText(p.added(2))).toBeVisible();
    expect(screen.getByText(p.skipped('Suya', 'sold_out'))).toBeVisible();
    expect(screen.getByRole('button', { name: p.goToCart })).toBeVisible();
    const [call] = fetchStub.callsTo('POST', '/api/orders/:orderId/reorder');
    expect(call?.params.orderId).toBe('TV-PASTDELIV1');
  });
});
