import { type Report, reportTexts } from '@shared/reports';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReportsPage from './ReportsPage';

const report: Report = {
  from: '2026-11-20',
  to: '2026-11-20',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  summary: {
    revenueMinor: 450_000,
    grossMinor: 500_000,
    refundsMinor: 0,
    netMinor: 500_000,
    deliveryFeesMinor: 50_000,
    orders: 2,
    canceled: 0,
    averageTicketMinor: 250_000,
  },
  byDay: [
    {
      date: '2026-11-20',
      revenueMinor: 450_000,
      grossMinor: 500_000,
      refundsMinor: 0,
      netMinor: 500_000,
      orders: 2,
    },
  ],
  byHour: [{ hour: 12, orders: 2, salesMinor: 500_000 }],
  byWeekday: [{ weekday: 5, orders: 2, salesMinor: 500_000 }],
  byDish: [{ name: 'Jollof rice', category: 'Mains', quantity: 2, salesMinor: 500_000 }],
  byCategory: [{ category: 'Mains', quantity: 2, salesMinor: 500_000 }],
  byFulfilment: [{ fulfilment: 'pickup', orders: 2, salesMinor: 500_000 }],
  byPaymentMethod: [
    { method: 'card', orders: 1, salesMinor: 250_000 },
    { method: 'payment_link', orders: 1, salesMinor: 250_000 },
  ],
  reservations: {
    bookings: 3,
    covers: 4,
    noShows: 1,
    noShowCovers: 2,
    canceled: 0,
    byDay: [{ date: '2026-11-20', bookings: 3, covers: 4, noShows: 1 }],
  },
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
    const bookingRow = within(section('Reservations')).getByRole('row', { name: /Fri 20 Nov/ });
    expect(
      within(bookingRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '4', '1']);
    expect(screen.getByText('1 no-show (2 guests)')).toBeVisible();
    expect(
      within(section('How people order and pay')).getByText('Card payment link'),
    ).toBeVisible();
    expect(within(section('Top dishes')).getByText('Jollof rice')).toBeVisible();
    const downloads = within(section('Download (CSV)')).getAllByRole('link');
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads[0]).toHaveAttribute('href', expect.stringContaining('from=2026-11-20'));
  });
});

describe('the dishes of a busy range', () => {
  it('shows the top 10 and every dish sold on demand', async () => {
    const byDish = Array.from({ length: 12 }, (_, i) => ({
      name: `Dish ${i + 1}`,
      category: 'Mains',
      quantity: 12 - i,
      salesMinor: (12 - i) * 1000,
    }));
    fetchStub.on('GET', '/api/admin/reports', { ...report, byDish });
    const { events } = await renderScreen(<ReportsPage />, {
      path: '/admin/reports?from=2026-11-20',
      user: admin,
    });
    await screen.findByRole('heading', { name: 'Top dishes' });
    const top = screen.getByRole('table', { name: 'Top 10 dishes by sales' });
    expect(within(top).queryByText('Dish 11')).toBeNull();
    await events.click(screen.getByText('Every dish sold (12)'));
    const every = screen.getByRole('table', { name: 'Sales by dish' });
    expect(within(every).getByText('Dish 12')).toBeVisible();
  });
});

describe('the quick ranges', () => {
  // 1 December in Lagos: Today and This month are the same day.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const pressed = () =>
    within(screen.getByRole('group', { name: 'Quick ranges' }))
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.textContent);

  it('highlight one button at a time, the one pressed when two name the same days', async () => {
    fetchStub.on('GET', '/api/admin/reports', report);
    const { events } = await renderScreen(<ReportsPage />, {
      path: '/admin/reports',
      user: admin,
    });
    await screen.findByRole('heading', { name: 'Sales by day' });
    expect(pressed()).toEqual([reportTexts.presets.today]);

    await events.click(screen.getByRole('button', { name: reportTexts.presets.thisMonth }));
    await waitFor(() => expect(pressed()).toEqual([reportTexts.presets.thisMonth]));
    expect(window.location.search).toContain('from=2026-12-01&to=2026-12-01');

    await events.click(screen.getByRole('button', { name: reportTexts.presets.today }));
    await waitFor(() => expect(pressed()).toEqual([reportTexts.presets.today]));
  });
});
