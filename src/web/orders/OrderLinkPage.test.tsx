import { orderLinkTexts as l } from '@shared/order-links';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { Order } from '@shared/orders';
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

  it('says the link is not valid when the server does not know it', async () => {
    fetchStub.on('GET', '/api/orders/by-link/:token', () =>
      respondError(404, 'not_found', l.notFound),
    );
    await renderScreen(<OrderLinkPage />, { path: `/order/${TOKEN}`, route: '/order/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(l.notFound);
  });
});
