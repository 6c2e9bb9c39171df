import { orderTimesTexts as w } from '@shared/order-times';
import { type Order, orderPageTexts as p, orderTexts as t } from '@shared/orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderDetailPage from './OrderDetailPage';
import { OrderItem } from './OrderItem';
import OrderLinkPage from './OrderLinkPage';

// 18:00 UTC is 19:00 in Lagos, the restaurant's zone in the test session; the zone's ride: 40 min.
const readyAt = '2030-06-10T18:00:00.000Z';
const accepted = (overrides: Partial<Order> = {}) =>
  fakeOrder('TV-TIMES0001', {
    number: 1042,
    stage: 'accepted',
    readyAt,
    deliveryEstimateMinutes: 40,
    timeline: [
      { stage: 'new', at: '2030-06-10T17:20:00.000Z', actor: 'system' },
      {
        stage: 'accepted',
        at: '2030-06-10T17:30:00.000Z',
        actor: 'staff',
        estimateReadyAt: readyAt,
      },
    ],
    ...overrides,
  });
const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

async function orderPage(order: Order) {
  fetchStub.on('GET', '/api/orders/by-number/:number', () => ({ order }));
  await renderScreen(<OrderDetailPage />, {
    path: '/user/orders/1042',
    route: '/user/orders/:number',
    user: customer,
  });
  return screen.findByRole('article');
}

describe('the promised times say what they are', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('the order page: the kitchen’s ready time and the delivery window, not an "expected delivery"', async () => {
    const page = await orderPage(accepted());
    expect(fact(w.readyLabel)).toContain('19:00');
    expect(fact(w.windowLabel)).toMatch(/19:00( GMT\+1)? – 19:40/);
    expect(page).toHaveTextContent(/Ready around 19:00/);
    expect(page).toHaveTextContent(/Delivery between 19:00 and 19:40/);
    expect(page).not.toHaveTextContent('Expected delivery');
  });

  it('a pickup: when to collect it, and no window', async () => {
    const page = await orderPage(
      accepted({ fulfilment: 'pickup', deliveryEstimateMinutes: null, deliveryAddress: null }),
    );
    expect(fact(w.pickupLabel)).toContain('19:00');
    expect(screen.queryByText(w.windowLabel)).toBeNull();
    expect(page).not.toHaveTextContent('Delivery between');
  });

  it('out for delivery: the window runs from when the rider set off', async () => {
    const order = accepted({ stage: 'out_for_delivery' });
    order.timeline!.push({
      stage: 'out_for_delivery',
      at: '2030-06-10T18:15:00.000Z',
      actor: 'staff',
    });
    const page = await orderPage(order);
    expect(fact(w.windowLabel)).toMatch(/19:15( GMT\+1)? – 19:55/);
    expect(page).toHaveTextContent(/Delivery between 19:15 and 19:55/);
    expect(document.querySelector('.order-stage-words')).not.toHaveTextContent(/Ready around/);
  });

  it('the receipt link’s page shows the same times', async () => {
    fetchStub.on('GET', '/api/orders/by-link/:token', () => ({
      order: accepted(),
      accountJoin: 'none',
    }));
    await renderScreen(<OrderLinkPage />, {
      path: '/order/abc.1900000000.sig',
      route: '/order/:token',
      user: null,
    });
    const page = await screen.findByRole('article');
    expect(fact(w.windowLabel)).toMatch(/19:00( GMT\+1)? – 19:40/);
    expect(page).toHaveTextContent(/Delivery between 19:00 and 19:40/);
  });

  it('an order card in the current orders says the ready time and the window', async () => {
    await renderScreen(<OrderItem order={accepted()} showStage />, {
      path: '/user/present-orders',
      user: customer,
    });
    const card = screen.getByRole('article', { name: t.orderNumberLabel(1042) });
    expect(within(card).getByText(/Ready around 19:00/)).toBeVisible();
    expect(within(card).getByText(/Delivery between 19:00 and 19:40/)).toBeVisible();
    expect(p.title(1042)).toBe('Order #1042');
  });
});
