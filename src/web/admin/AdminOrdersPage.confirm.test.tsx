import { adminTexts as t } from '@shared/admin';
import { formatMoney } from '@shared/money';
import { orderTexts } from '@shared/orders';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminOrdersPage from './AdminOrdersPage';

const paid = fakeOrder('TV-PAID0001', { number: 1051, status: 'paid', customerName: 'Chidi Eze' });
const page = {
  items: [paid],
  pageSize: 4,
  start: 1,
  total: 1,
  totalCapped: false,
  next: null,
  prev: null,
};

describe('admin orders: Mark as delivered asks first', () => {
  it('names the order, customer and total; Keep sends nothing and gives the focus back', async () => {
    fetchStub.on('GET', '/api/admin/orders', page);
    const { events } = await renderScreen(<AdminOrdersPage />, {
      path: '/admin/orders',
      user: admin,
    });
    const opener = await screen.findByRole('button', { name: new RegExp(`${t.markDelivered}:`) });
    await events.click(opener);
    const dialog = screen.getByRole('dialog', {
      name: t.confirmDeliveredTitle(orderTexts.number(1051)),
    });
    expect(within(dialog).getByText('Chidi Eze')).toBeVisible();
    expect(within(dialog).getByText(new RegExp(formatMoney(paid.totalMinor)))).toBeVisible();

    await events.click(within(dialog).getByRole('button', { name: t.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(fetchStub.callsTo('POST', '/api/admin/orders/:orderId/deliver')).toHaveLength(0);
  });

  it('marks the order once confirmed and shows the spec toast', async () => {
    fetchStub
      .on('GET', '/api/admin/orders', page)
      .on('POST', '/api/admin/orders/:orderId/deliver', () => ({
        order: { ...paid, status: 'delivered' },
        alreadyDelivered: false,
      }));
    const { events } = await renderScreen(<AdminOrdersPage />, {
      path: '/admin/orders',
      user: admin,
    });
    await events.click(
      await screen.findByRole('button', { name: new RegExp(`${t.markDelivered}:`) }),
    );
    expect(fetchStub.callsTo('POST', '/api/admin/orders/:orderId/deliver')).toHaveLength(0);
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.markDelivered }),
    );
    expect(await screen.findByText(orderTexts.markedDelivered)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/admin/orders/:orderId/deliver')).toHaveLength(1);
  });
});
