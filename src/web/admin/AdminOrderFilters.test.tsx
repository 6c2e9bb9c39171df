import { adminTexts as t } from '@shared/admin';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminOrdersPage from './AdminOrdersPage';

const page = {
  items: [fakeOrder('TV-ONE00001')],
  pageSize: 4,
  start: 1,
  total: 1,
  totalCapped: false,
  next: null,
  prev: null,
};
const lastQuery = () => fetchStub.callsTo('GET', '/api/admin/orders').at(-1)?.query;

describe('admin orders: stage, fulfilment and date filters', () => {
  it('reads them from the address and asks the server for exactly them', async () => {
    fetchStub.on('GET', '/api/admin/orders', page);
    await renderScreen(<AdminOrdersPage />, {
      path: '/admin/orders?stage=active&fulfilment=pickup&from=2026-03-29&to=2026-03-30',
      user: admin,
    });
    expect(await screen.findByLabelText(t.stageFilter)).toHaveValue('active');
    expect(screen.getByLabelText(t.fulfilmentFilter)).toHaveValue('pickup');
    expect(screen.getByLabelText(t.fromDate)).toHaveValue('2026-03-29');
    expect(screen.getByLabelText(t.toDate)).toHaveValue('2026-03-30');
    await waitFor(() => expect(lastQuery()?.get('stage')).toBe('active'));
    expect(lastQuery()?.get('fulfilment')).toBe('pickup');
    expect(lastQuery()?.get('from')).toBe('2026-03-29');
    expect(lastQuery()?.get('to')).toBe('2026-03-30');
  });

  it('a change reaches the address and the request; a malformed one in the link is left out', async () => {
    fetchStub.on('GET', '/api/admin/orders', page);
    const { events } = await renderScreen(<AdminOrdersPage />, {
      path: '/admin/orders?from=2026-02-30&stage=lost',
      user: admin,
    });
    const stage = await screen.findByLabelText(t.stageFilter);
    expect(stage).toHaveValue('');
    await events.selectOptions(stage, 'completed');
    await events.type(screen.getByLabelText(t.toDate), '2026-03-01');
    await waitFor(() => expect(lastQuery()?.get('to')).toBe('2026-03-01'));
    expect(lastQuery()?.get('stage')).toBe('completed');
    expect(lastQuery()?.has('from')).toBe(false);

    await events.click(screen.getByRole('button', { name: t.clearFilters }));
    // Back to the unfiltered list (served from the cache of the first request).
    await waitFor(() => expect(screen.getByLabelText(t.stageFilter)).toHaveValue(''));
    expect(screen.getByLabelText(t.toDate)).toHaveValue('');
    expect(screen.queryByRole('button', { name: t.clearFilters })).toBeNull();
  });
});

describe('admin orders: what each filter says it lists', () => {
  it('All orders and Not Delivered name the unpaid phone and counter orders they list', async () => {
    const unpaid = fakeOrder('TV-PHONE001', {
      number: 1301,
      source: 'phone',
      paymentMethod: 'cash',
      awaitingPayment: true,
    });
    fetchStub.on('GET', '/api/admin/orders', { ...page, items: [unpaid] });
    const { events } = await renderScreen(<AdminOrdersPage />, {
      path: '/admin/orders',
      user: admin,
    });
    const caption = async () =>
      (await screen.findByText(/newest first|delivered yet/)).textContent ?? '';
    expect(await caption()).not.toMatch(/every paid order/i);
    expect(await caption()).toMatch(/unpaid/i);
    await events.click(screen.getByRole('button', { name: 'Not Delivered' }));
    await waitFor(async () => expect(await caption()).toMatch(/unpaid/i));
  });
});
