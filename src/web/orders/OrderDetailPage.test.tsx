import { orderStageTexts } from '@shared/order-stage-texts';
import type { TimelineEntry } from '@shared/order-stage-views';
import { orderTimesTexts } from '@shared/order-times';
import { type Order, orderPageTexts as p, orderTexts as t } from '@shared/orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder, orderLine } from '@test/support/web/fake-orders';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, nowAt, renderScreen } from '@test/support/web/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderDetailPage from './OrderDetailPage';

// 18:00 UTC is 19:00 in Lagos, the restaurant's zone in the test session.
const readyAt = '2030-06-10T18:00:00.000Z';
const timeline: TimelineEntry[] = [
  { stage: 'new', at: '2030-06-10T17:20:00.000Z', actor: 'system' },
  { stage: 'accepted', at: '2030-06-10T17:30:00.000Z', actor: 'staff', estimateReadyAt: readyAt },
];
const open = async (order: () => Order) => {
  fetchStub.on('GET', '/api/orders/by-number/:number', () => ({ order: order() }));
  await renderScreen(<OrderDetailPage />, {
    path: '/user/orders/1042',
    route: '/user/orders/:number',
    user: customer,
  });
  await screen.findByRole('heading', { name: p.title(1042) });
};
const stageLabel = () => document.querySelector('.order-stage-label');

describe('the diner’s order page', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('shows the stage, estimate, dishes, money, address, note and timeline on the restaurant’s clock', async () => {
    await open(() =>
      fakeOrder('TV-PAGEORDR1', {
        stage: 'accepted',
        readyAt,
        note: 'No pepper, please',
        timeline,
        lines: [orderLine('Jollof Rice', 2500_00, 2), orderLine('Suya', 1500_00)],
      }),
    );
    await waitFor(() =>
      expect(stageLabel()).toHaveTextContent(
        orderStageTexts.dinerWords('accepted', 'delivery').label,
      ),
    );
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent('TV-PAGEORDR1');
    expect(within(page).getByRole('button', { name: /Copy order ID/ })).toBeInTheDocument();
    expect(within(page).getByRole('list', { name: 'Progress' })).toBeInTheDocument();
    expect(page).toHaveTextContent(orderTimesTexts.readyLabel);
    expect(page).toHaveTextContent('19:00');
    expect(page).toHaveTextContent('Jollof Rice');
    expect(page).toHaveTextContent('Suya');
    expect(page).toHaveTextContent(t.deliveryFee);
    expect(page).toHaveTextContent('12 Marina Road, Lagos');
    expect(page).toHaveTextContent('No pepper, please');
    const entries = within(screen.getByRole('region', { name: p.timeline })).getAllByRole(
      'listitem',
    );
    expect(entries).toHaveLength(2);
    // 17:30 UTC is 18:30 in Lagos; the estimate given then is said with it.
    expect(entries[1]).toHaveTextContent('18:30');
    expect(entries[1]).toHaveTextContent(orderStageTexts.dinerWords('accepted', 'delivery').label);
    expect(entries[1]).toHaveTextContent(/around 19:00/);
    // Accepted: too late for the diner to cancel, so it is not offered.
    expect(within(page).queryByRole('button', { name: /^Cancel Order/ })).toBeNull();
  });

  it('offers Cancel Order only while the order is New', async () => {
    await open(() => fakeOrder('TV-PAGENEW01', { stage: 'new', timeline: timeline.slice(0, 1) }));
    const cancel = await screen.findByRole('button', { name: /^Cancel Order/ });
    expect(cancel).toBeEnabled();
    act(() => cancel.click());
    expect(await screen.findByRole('dialog')).toHaveTextContent(t.cancelQuestion);
  });

  it('moves to the next stage when the kitchen does, without a reload', async () => {
    let stage: Order['stage'] = 'new';
    await open(() =>
      fakeOrder('TV-PAGELIVE1', { stage, readyAt: stage === 'new' ? null : readyAt }),
    );
    await waitFor(() =>
      expect(stageLabel()).toHaveTextContent(orderStageTexts.dinerWords('new', 'delivery').label),
    );
    stage = 'accepted';
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('orders', { type: 'order.stage', orderIds: ['TV-PAGELIVE1'] });
    });
    await waitFor(() =>
      expect(stageLabel()).toHaveTextContent(
        orderStageTexts.dinerWords('accepted', 'delivery').label,
      ),
    );
    expect(screen.queryByRole('button', { name: /^Cancel Order/ })).toBeNull();
  });

  it('Order again names each dish it left out and offers the way to the cart', async () => {
    fetchStub.on('POST', '/api/orders/:orderId/reorder', () => ({
      added: [{ name: 'Jollof Rice', quantity: 2 }],
      skipped: [{ name: 'Suya', reason: 'off_menu' }],
    }));
    await open(() => fakeOrder('TV-PAGEAGAIN', { stage: 'completed', status: 'delivered' }));
    const again = await screen.findByRole('button', { name: p.orderAgain });
    act(() => again.click());
    expect(await screen.findByText(p.added(2))).toBeInTheDocument();
    expect(
      screen.getByText('Suya is no longer on the menu, so it was not added.'),
    ).toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/orders/TV-PAGEAGAIN/reorder')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: p.goToCart }).click());
    expect(await screen.findByText(nowAt('/cart'))).toBeInTheDocument();
  });

  it('says when the order is not the diner’s or does not exist', async () => {
    fetchStub.on('GET', '/api/orders/by-number/:number', () =>
      respondError(404, 'not_found', t.notFound),
    );
    await renderScreen(<OrderDetailPage />, {
      path: '/user/orders/1042',
      route: '/user/orders/:number',
      user: customer,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
  });

  it('offers to try again when the order cannot be loaded', async () => {
    fetchStub.on('GET', '/api/orders/by-number/:number', () =>
      respondError(500, 'internal', 'Something went wrong.'),
    );
    await renderScreen(<OrderDetailPage />, {
      path: '/user/orders/1042',
      route: '/user/orders/:number',
      user: customer,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadError);
    expect(within(alert).getByRole('button', { name: t.retry })).toBeInTheDocument();
  });
});
