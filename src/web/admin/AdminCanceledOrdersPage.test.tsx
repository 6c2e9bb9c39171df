import { adminTexts as t } from '@shared/admin';
import type { Order } from '@shared/orders';
import { orderTexts } from '@shared/orders';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminCanceledOrdersPage from './AdminCanceledOrdersPage';

const canceled = (orderId: string, number: number, refundStatus: Order['refundStatus']): Order =>
  fakeOrder(orderId, {
    number,
    status: 'canceled',
    refundStatus,
    canceledAt: '2026-11-20T11:00:00.000Z',
  });

describe('admin canceled orders: retrying a refund', () => {
  it('offers the retry only for a refund still owed, and says why the server refuses one the provider already has', async () => {
    const owed = canceled('TV-OWED0001', 1041, 'pending');
    const held = canceled('TV-HELD0002', 1042, 'processing');
    fetchStub
      .on('GET', '/api/admin/orders/canceled', {
        items: [owed, held],
        pageSize: 4,
        start: 1,
        total: 2,
        totalCapped: false,
        next: null,
        prev: null,
      })
      .on('POST', '/api/admin/orders/:orderId/refund', () =>
        respondError(409, 'conflict', orderTexts.refundInProgress),
      );
    const { events } = await renderScreen(<AdminCanceledOrdersPage />, {
      path: '/admin/canceled-orders',
      user: admin,
    });
    const heldItem = (await screen.findByText(orderTexts.orderNumberLabel(held.number))).closest(
      '[data-order-id]',
    );
    expect(heldItem).not.toBeNull();
    expect(
      within(heldItem as HTMLElement).queryByRole('button', { name: new RegExp(t.retryRefund) }),
    ).toBeNull();

    // The loop (or another admin) handed it to the provider meanwhile: the refusal is explained.
    await events.click(screen.getByRole('button', { name: `${t.retryRefund} ${owed.orderId}` }));
    expect(await screen.findByText(orderTexts.refundInProgress)).toBeVisible();
  });
});

describe('admin canceled orders: per role', () => {
  it('shows a manager the refund still owed but no retry, which is the owner’s', async () => {
    const owed = canceled('TV-OWED0003', 1043, 'pending');
    fetchStub.on('GET', '/api/admin/orders/canceled', {
      items: [owed],
      pageSize: 4,
      start: 1,
      total: 1,
      totalCapped: false,
      next: null,
      prev: null,
    });
    await renderScreen(<AdminCanceledOrdersPage />, {
      path: '/admin/canceled-orders',
      user: { ...admin, id: 'manager-1', role: 'manager' },
    });
    expect(await screen.findByText(orderTexts.orderNumberLabel(owed.number))).toBeVisible();
    expect(screen.queryByRole('button', { name: new RegExp(t.retryRefund) })).toBeNull();
  });
});
