import { type CustomerSummary, customerTexts as t } from '@shared/customers';
import { formatMoney } from '@shared/money';
import { fetchStub, type RecordedCall, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CustomerPage from './CustomerPage';
import CustomersPage from './CustomersPage';

const ada: CustomerSummary = {
  id: '6c1f7a52-0f5e-4b8e-9d44-3c1f1f0a0001',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+234 803 555 0100',
  orders: 3,
  spentMinor: 16_500_00,
  // 22:30 UTC is 23:30 in Lagos: the restaurant's clock, whatever the browser's.
  lastOrderAt: '2026-11-20T22:30:00.000Z',
};
const page = (items: CustomerSummary[], more: Partial<{ next: string; total: number }> = {}) => ({
  items,
  pageSize: 20,
  start: items.length ? 1 : 0,
  total: more.total ?? items.length,
  totalCapped: false,
  next: more.next ?? null,
  prev: null,
});

describe('back office: customers', () => {
  it('lists each customer with orders, spent in naira and the last order on the restaurant clock', async () => {
    fetchStub.on('GET', '/api/admin/customers', page([ada]));
    await renderScreen(<CustomersPage />, { path: '/admin/customers', user: admin });
    const row = (await screen.findByRole('link', { name: 'Ada Obi' })).closest('tr')!;
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent(formatMoney(16_500_00));
    expect(row).toHaveTextContent('20 Nov 2026, 23:30');
    expect(screen.getByRole('link', { name: 'Ada Obi' })).toHaveAttribute(
      'href',
      `/admin/customers/${ada.id}`,
    );
  });

  it('searches by what the owner typed, and says when nobody matches', async () => {
    fetchStub.on('GET', '/api/admin/customers', (call: RecordedCall) =>
      page(call.query.get('search') === 'zz' ? [] : [ada]),
    );
    const { events } = await renderScreen(<CustomersPage />, {
      path: '/admin/customers',
      user: admin,
    });
    await screen.findByRole('link', { name: 'Ada Obi' });
    await events.type(screen.getByLabelText(t.searchLabel), 'zz');
    await events.click(screen.getByRole('button', { name: t.searchButton }));
    expect(await screen.findByText(t.noMatch('zz'))).toBeInTheDocument();
    const searches = fetchStub.callsTo('GET', '/api/admin/customers');
    expect(searches.at(-1)?.query.get('search')).toBe('zz');
    await events.click(screen.getByRole('button', { name: t.clear }));
    expect(await screen.findByRole('link', { name: 'Ada Obi' })).toBeInTheDocument();
  });

  it("shows one customer's figures, orders and bookings, read-only", async () => {
    fetchStub
      .on('GET', '/api/admin/customers/:id', { customer: ada })
      .on('GET', '/api/admin/customers/:id/orders', page([]))
      .on('GET', '/api/admin/customers/:id/bookings', {
        ...page([]),
        items: [
          {
            id: 'r-1',
            firstName: 'Ada',
            lastName: 'Obi',
            email: 'ada@example.com',
            phone: '0803',
            date: '2026-12-01',
            time: '19:00',
            guests: 4,
            seats: 4,
            specialRequests: '',
            status: 'pending',
            createdAt: '2026-11-20T10:00:00.000Z',
            confirmedAt: null,
            canceledAt: null,
          },
        ],
      });
    await renderScreen(<CustomerPage />, {
      path: `/admin/customers/${ada.id}`,
      route: '/admin/customers/:id',
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'Ada Obi', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(formatMoney(16_500_00))).toBeInTheDocument();
    const bookings = await screen.findByRole('region', { name: t.bookingsTitle });
    expect(await within(bookings).findByText(/4 guests/)).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: t.ordersTitle });
    expect(await within(orders).findByText(t.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /confirm|cancel/i })).toBeNull();
  });

  it('says so when the customer does not exist', async () => {
    fetchStub.on('GET', '/api/admin/customers/:id', respondError(404, 'not_found', t.notFound));
    await renderScreen(<CustomerPage />, {
      path: `/admin/customers/${ada.id}`,
      route: '/admin/customers/:id',
      user: admin,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
  });
});
