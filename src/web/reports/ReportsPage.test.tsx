import type { Report } from '@shared/reports';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReportsPage from './ReportsPage';

const report: Report = {
  from: '2026-11-20',
  to: '2026-11-20',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  summary: {
    grossMinor: 500_000,
    refundsMinor: 0,
    netMinor: 500_000,
    deliveryFeesMinor: 50_000,
    orders: 2,
    canceled: 0,
    averageTicketMinor: 250_000,
  },
  byDay: [
    { date: '2026-11-20', grossMinor: 500_000, refundsMinor: 0, netMinor: 500_000, orders: 2 },
  ],
  byHour: [{ hour: 12, orders: 2, salesMinor: 500_000 }],
  byWeekday: [{ weekday: 5, orders: 2, salesMinor: 500_000 }],
  byDish: [{ name: 'Jollof rice', category: 'Mains', quantity: 2, salesMinor: 500_000 }],
  byCategory: [{ category: 'Mains', quantity: 2, salesMinor: 500_000 }],
  byFulfilment: [{ fulfilment: 'pickup', orders: 2, salesMinor: 500_000 }],
  byPaymentMethod: [{ method: 'card', orders: 2, salesMinor: 500_000 }],
  reservations: { bookings: 1, covers: 4, canceled: 0, byDay: [] },
};

/** The section a heading titles, as screen readers find it. */
const section = (title: string) => screen.getByRole('region', { name: title });

describe('the reports page', () => {
  it('shows each breakdown as a titled section with its tables', async () => {
    fetchStub.on('GET', '/api/admin/reports', report);
    await renderScreen(<ReportsPage />, {
      path: '/admin/reports?from=2026-11-20',
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'Sales by day' })).toBeInTheDocument();
    const tablesOf = (title: string) =>
      within(section(title))
        .getAllByRole('table')
        .map((table) => table.querySelector('caption')?.textContent);
    expect(tablesOf('Sales by day')).toEqual(['Sales by day']);
    expect(tablesOf('Orders by hour')).toEqual(['Orders by hour of the day']);
    expect(tablesOf('Top dishes')).toEqual(['Top 10 dishes by sales', 'Sales by category']);
    expect(tablesOf('How people order and pay')).toEqual([
      'By fulfilment',
      'By payment method',
      'By weekday',
    ]);
    expect(tablesOf('Reservations')).toEqual(['Bookings by day']);
    expect(within(section('Reservations')).getByText('Nothing in this range.')).toBeVisible();
    expect(within(section('Top dishes')).getByText('Jollof rice')).toBeVisible();
    const downloads = within(section('Download (CSV)')).getAllByRole('link');
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads[0]).toHaveAttribute('href', expect.stringContaining('from=2026-11-20'));
  });
});
