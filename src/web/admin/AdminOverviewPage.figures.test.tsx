import { type Dashboard, adminTexts as t } from '@shared/admin';
import { formatMoney } from '@shared/money';
import { SALES_FIGURES } from '@shared/sales-figures';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminOverviewPage from './AdminOverviewPage';

const dashboard: Dashboard = {
  totals: { orders: 2, delivered: 1, reservations: 0, revenueMinor: 52_000_00, refundsPending: 0 },
  sales: [{ date: '2026-11-20', revenueMinor: 52_000_00, orders: 2 }],
  recentCanceled: [],
  pendingRefunds: [],
  timeZone: 'Africa/Lagos',
};

describe("the dashboard's revenue", () => {
  it("is the report's Revenue: the same definition under the tile and in the chart's caption", async () => {
    fetchStub.on('GET', '/api/admin/overview', dashboard);
    await renderScreen(<AdminOverviewPage />, { path: '/admin/overview', user: admin });
    const tile = (await screen.findByText(t.totalRevenue)).closest('.tile') as HTMLElement;
    expect(tile).toHaveTextContent(formatMoney(52_000_00));
    expect(tile).toHaveTextContent(SALES_FIGURES.revenue.definition);
    expect(screen.getByText(t.salesChartCaption)).toHaveTextContent(
      new RegExp(`^${SALES_FIGURES.revenue.label} per day`),
    );
    expect(t.salesChartCaption).toContain('delivery fees');
  });
});
