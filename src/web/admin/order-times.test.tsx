import type { Order } from '@shared/orders';
import { fakeOrder, orderLine } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdminCanceledOrdersPage from './AdminCanceledOrdersPage';

// The admin's browser is in Los Angeles; the restaurant's zone is what the session answer names.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const lateOrder: Order = fakeOrder('TV-LATE0001', {
  lines: [orderLine('Jollof rice', 2500_00)],
  status: 'canceled',
  refundStatus: 'refunded',
  // 23:30 and 23:45 UTC on 20 November: the 21st in Lagos and Tokyo, still the 20th in Los Angeles.
  createdAt: '2026-11-20T23:30:00.000Z',
  canceledAt: '2026-11-20T23:45:00.000Z',
});

async function showCanceledOrders(timeZone: string) {
  fetchStub.on('GET', '/api/admin/orders/canceled', {
    items: [lateOrder],
    pageSize: 4,
    start: 1,
    total: 1,
    totalCapped: false,
    next: null,
    prev: null,
  });
  await renderScreen(<AdminCanceledOrdersPage />, {
    path: '/admin/canceled-orders',
    user: admin,
    timeZone,
  });
  await screen.findByText('Jollof rice');
}

describe('order times in the back office', () => {
  it('are the restaurant’s, labelled, whatever the admin’s browser zone', async () => {
    await showCanceledOrders('Africa/Lagos');
    expect(screen.getByText('21 Nov 2026, 00:30 GMT+1')).toBeVisible();
    expect(screen.getByText('21 Nov 2026, 00:45 GMT+1')).toBeVisible();
  });

  it('follow the zone the server names in its session answer', async () => {
    await showCanceledOrders('Asia/Tokyo');
    expect(screen.getByText('21 Nov 2026, 08:30 GMT+9')).toBeVisible();
  });
});
