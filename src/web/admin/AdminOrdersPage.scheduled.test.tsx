import { adminTexts as t } from '@shared/admin';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminOrdersPage from './AdminOrdersPage';

const scheduled = fakeOrder('TV-LATER0001', {
  number: 1201,
  stage: 'scheduled',
  scheduledFor: '2031-06-12T18:30:00.000Z',
});
const released = fakeOrder('TV-NOW00001', { number: 1202, stage: 'new' });
const page = {
  items: [scheduled, released],
  pageSize: 4,
  start: 1,
  total: 2,
  totalCapped: false,
  next: null,
  prev: null,
};

describe('admin orders: an order scheduled for later', () => {
  it('offers no Mark as delivered until the kitchen has it, and says why', async () => {
    fetchStub.on('GET', '/api/admin/orders', page);
    await renderScreen(<AdminOrdersPage />, { path: '/admin/orders', user: admin });
    const buttons = await screen.findAllByRole('button', {
      name: new RegExp(`${t.markDelivered}:`),
    });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `${t.markDelivered}: #1202 (TV-NOW00001)`,
    ]);
    expect(screen.getByText(t.scheduledNotDeliverable)).toBeVisible();
  });
});
