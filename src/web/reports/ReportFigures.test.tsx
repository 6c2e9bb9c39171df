import { formatMoney } from '@shared/money';
import type { Report } from '@shared/reports';
import { SALES_FIGURES } from '@shared/sales-figures';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReportsPage from './ReportsPage';

const day = {
  date: '2026-11-20',
  revenueMinor: 52_000_00,
  grossMinor: 61_700_00,
  refundsMinor: 9_700_00,
  netMinor: 52_000_00,
  orders: 2,
};
const report: Report = {
  from: day.date,
  to: day.date,
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  summary: {
    revenueMinor: day.revenueMinor,
    grossMinor: day.grossMinor,
    refundsMinor: day.refundsMinor,
    netMinor: day.netMinor,
    deliveryFeesMinor: 1_000_00,
    orders: 2,
    canceled: 1,
    averageTicketMinor: 26_000_00,
  },
  byDay: [day],
  byHour: [],
  byWeekday: [],
  byDish: [],
  byCategory: [],
  byFulfilment: [],
  byPaymentMethod: [],
  reservations: { bookings: 0, covers: 0, noShows: 0, noShowCovers: 0, canceled: 0, byDay: [] },
};

describe("the report's money figures", () => {
  it('name each figure as everywhere else, with its definition, and show Revenue by day', async () => {
    fetchStub.on('GET', '/api/admin/reports', report);
    await renderScreen(<ReportsPage />, { path: '/admin/reports?from=2026-11-20', user: admin });
    await screen.findByRole('heading', { name: 'Sales by day' });
    const tile = (label: string) =>
      screen.getAllByText(label, { selector: '.tile-label' })[0]?.closest('.tile') as HTMLElement;
    for (const figure of Object.values(SALES_FIGURES)) {
      expect(tile(figure.label)).toHaveTextContent(figure.definition);
    }
    expect(tile(SALES_FIGURES.revenue.label)).toHaveTextContent(formatMoney(52_000_00));
    expect(tile(SALES_FIGURES.deliveryFees.label)).toHaveTextContent(formatMoney(1_000_00));

    const table = within(screen.getByRole('region', { name: 'Sales by day' })).getByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([
      'Day',
      'Orders',
      SALES_FIGURES.revenue.label,
      SALES_FIGURES.moneyIn.label,
      SALES_FIGURES.refunds.label,
      SALES_FIGURES.net.label,
    ]);
    expect(within(table).getByRole('row', { name: /Fri 20 Nov/ })).toHaveTextContent(
      formatMoney(52_000_00),
    );
  });
});
