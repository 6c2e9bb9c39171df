import { orderStageTexts } from '@shared/order-stage-texts';
import { orderTexts as t } from '@shared/orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PresentOrdersPage from './PresentOrdersPage';

// 18:00 UTC is 19:00 in Lagos, the restaurant's zone in the test session.
const readyAt = '2030-06-10T18:00:00.000Z';
const page = (items: ReturnType<typeof fakeOrder>[]) => ({
  items,
  pageSize: 4,
  start: 1,
  total: items.length,
  totalCapped: false,
  next: null,
  prev: null,
});
const card = (number: number) => screen.getByRole('article', { name: t.orderNumberLabel(number) });
const cancelButton = (number: number) =>
  within(card(number)).getByRole('button', { name: new RegExp(`^${t.cancelOrder}`) });

describe('present orders follow the kitchen', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('shows each order’s stage in the diner’s words, its ready time, and cancel only while New', async () => {
    fetchStub.on('GET', '/api/orders/present', () =>
      page([
        fakeOrder('TV-NEWORDER1', { number: 1101, stage: 'new' }),
        fakeOrder('TV-ACCEPTED1', {
          number: 1102,
          stage: 'accepted',
          readyAt,
          fulfilment: 'pickup',
        }),
      ]),
    );
    await renderScreen(<PresentOrdersPage />, { path: '/user/present-orders', user: customer });
    await screen.findByRole('article', { name: t.orderNumberLabel(1101) });

    expect(card(1101)).toHaveTextContent(orderStageTexts.dinerWords('new', 'delivery').label);
    expect(cancelButton(1101)).toBeEnabled();
    // The number opens the order's own page.
    expect(
      within(card(1101)).getByRole('link', { name: t.orderNumberLabel(1101) }),
    ).toHaveAttribute('href', '/user/orders/1101');

    const accepted = card(1102);
    expect(accepted).toHaveTextContent(orderStageTexts.dinerWords('accepted', 'pickup').label);
    expect(accepted).toHaveTextContent(/Ready (tomorrow )?around \d\d:\d\d/);
    expect(cancelButton(1102)).toBeDisabled();
    expect(cancelButton(1102)).toHaveAccessibleDescription(
      orderStageTexts.refusals.dinerCancelTooLate,
    );
    // A pickup order's progress has no "On its way" step; the current step is marked.
    const steps = within(accepted).getByRole('list', { name: 'Progress' });
    expect(
      within(steps).queryByText(orderStageTexts.dinerWords('out_for_delivery', 'pickup').label),
    ).toBeNull();
    expect(
      within(steps).getByText(orderStageTexts.dinerWords('accepted', 'pickup').label),
    ).toHaveAttribute('aria-current', 'step');
  });

  it("shows a scheduled order's chosen time, and lets the diner cancel it before it is due", async () => {
    // Thursday 12 June 2031, 19:30 in Lagos: more than a week away, so the date is named too.
    const scheduledFor = '2031-06-12T18:30:00.000Z';
    fetchStub.on('GET', '/api/orders/present', () =>
      page([fakeOrder('TV-SCHEDULE1', { number: 1104, stage: 'scheduled', scheduledFor })]),
    );
    await renderScreen(<PresentOrdersPage />, { path: '/user/present-orders', user: customer });
    await screen.findByRole('article', { name: t.orderNumberLabel(1104) });
    expect(card(1104)).toHaveTextContent(/Scheduled for Thu 12 Jun 19:30/);
    expect(card(1104)).toHaveTextContent(orderStageTexts.dinerWords('scheduled', 'delivery').label);
    expect(cancelButton(1104)).toBeEnabled();
  });

  it('moves to the next stage when the kitchen does, without a reload', async () => {
    let stage: 'accepted' | 'preparing' = 'accepted';
    fetchStub.on('GET', '/api/orders/present', () =>
      page([fakeOrder('TV-LIVEORDR1', { number: 1103, stage, readyAt })]),
    );
    await renderScreen(<PresentOrdersPage />, { path: '/user/present-orders', user: customer });
    await screen.findByText(orderStageTexts.dinerWords('accepted', 'delivery').label, {
      selector: '.order-stage-label',
    });

    stage = 'preparing';
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('orders', { type: 'order.stage', orderIds: ['TV-LIVEORDR1'] });
    });
    await waitFor(() =>
      expect(card(1103).querySelector('.order-stage-label')).toHaveTextContent(
        orderStageTexts.dinerWords('preparing', 'delivery').label,
      ),
    );
  });
});
