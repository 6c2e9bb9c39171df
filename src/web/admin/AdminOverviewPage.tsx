import { type Dashboard, SALES_CHART_DAYS, adminTexts as t } from '@shared/admin';
import { formatCalendarDate } from '@shared/calendar-dates';
import { formatMoney } from '@shared/money';
import { refundLabels } from '@shared/orders';
import { NowPanel } from '@web/customers';
import { formatDateTime } from '@web/lib/restaurant-time';
import { Link } from '@web/lib/router';
import { CopyOrderIdButton, useOrderStream } from '@web/orders';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, useDashboardQuery } from './api';
import { NeedsAttention } from './NeedsAttention';
import { RetryRefundButton } from './RetryRefundButton';
import '@web/orders/orders.css';
import './admin.css';

// The charting library is loaded only when the dashboard draws its chart.
const SalesChart = lazy(() => import('./SalesChart'));

function Tile({
  label,
  value,
  to,
  hint,
}: {
  label: string;
  value: string;
  to?: string;
  hint?: string;
}) {
  const body = (
    <>
      <span className="tile-label">{label}</span>
      <span className="tile-value">{value}</span>
      {hint && <span className="tile-hint">{hint}</span>}
    </>
  );
  return to ? (
    <Link className="card tile" to={to}>
      {body}
    </Link>
  ) : (
    <div className="card tile">{body}</div>
  );
}

/** A sentence that says what the chart shows, for screen readers and as its caption. */
function salesSummary(sales: Dashboard['sales']) {
  const total = sales.reduce((sum, d) => sum + d.revenueMinor, 0);
  const orders = sales.reduce((sum, d) => sum + d.orders, 0);
  if (total === 0) return t.noSales;
  const best = sales.reduce((top, d) => (d.revenueMinor > top.revenueMinor ? d : top));
  // A restaurant calendar day from the server: read as that day in every zone.
  const bestDay = formatCalendarDate(best.date, { day: 'numeric', month: 'long' });
  return `${formatMoney(total)} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last ${SALES_CHART_DAYS} days; best day ${bestDay} (${formatMoney(best.revenueMinor)}).`;
}

/** /admin/overview: the tiles, the sales chart, refunds waiting and the latest canceled orders, live. */
export default function AdminOverviewPage() {
  usePageTitle('Dashboard');
  useOrderStream('/api/admin/events', adminKeys.all[0]);
  const dashboard = useDashboardQuery();

  useEffect(() => {
    if (dashboard.isError) toast.error(t.loadError, { toastId: 'dashboard-error' });
  }, [dashboard.isError]);

  const data = dashboard.data;
  return (
    <section className="page admin-page">
      <h1 className="page-title">{t.welcome}</h1>
      <NowPanel />
      {dashboard.isPending ? (
        <Spinner />
      ) : !data ? (
        <div className="order-list-error" role="alert">
          <p>{t.loadError}</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void dashboard.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="tiles">
            <Tile
              label={t.totalOrders}
              value={data.totals.orders.toLocaleString()}
              to="/admin/orders"
            />
            <Tile
              label={t.totalDelivered}
              value={data.totals.delivered.toLocaleString()}
              to="/admin/delivered-orders"
            />
            <Tile
              label={t.reservations}
              value={data.totals.reservations.toLocaleString()}
              to="/admin/reservations"
            />
            <Tile
              label={t.totalRevenue}
              value={formatMoney(data.totals.revenueMinor)}
              hint={t.revenueDefinition}
            />
          </div>

          <NeedsAttention />

          <div className="dashboard-grid">
            <section className="card panel sales-panel" aria-labelledby="sales-title">
              <h2 id="sales-title" className="panel-title">
                {t.salesChart}
              </h2>
              <p className="panel-caption">{t.salesChartCaption}</p>
              <Suspense fallback={<div className="sales-chart" />}>
                <SalesChart days={data.sales} />
              </Suspense>
              <p className="sales-summary">{salesSummary(data.sales)}</p>
            </section>

            {data.pendingRefunds.length > 0 && (
              <section className="card panel refunds-panel" aria-labelledby="refunds-title">
                <h2 id="refunds-title" className="panel-title">
                  {t.refundsPending}{' '}
                  <span className="badge badge-warning">{data.totals.refundsPending}</span>
                </h2>
                <p className="panel-caption">{t.refundsPendingHint}</p>
                <ul className="compact-list">
                  {data.pendingRefunds.map((refund) => (
                    <li key={refund.orderId}>
                      <div className="compact-main">
                        <strong>#{refund.number}</strong> {refund.summary} ·{' '}
                        {formatMoney(refund.priceMinor)}
                        <span className="compact-sub">
                          <code>{refund.orderId}</code> · {refund.email} · {t.attempts}:{' '}
                          {refund.attempts}
                          {refund.lastError && ` · ${t.lastError}: ${refund.lastError}`}
                        </span>
                      </div>
                      <RetryRefundButton orderId={refund.orderId} />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="card panel" aria-labelledby="canceled-title">
              <h2 id="canceled-title" className="panel-title">
                {t.canceledOrders}
              </h2>
              {data.recentCanceled.length === 0 ? (
                <p className="muted">{t.noCanceled}</p>
              ) : (
                <ul className="compact-list">
                  {data.recentCanceled.map((order) => (
                    <li key={order.orderId}>
                      <div className="compact-main">
                        <strong>#{order.number}</strong>{' '}
                        {order.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} ·{' '}
                        {formatMoney(order.totalMinor)}
                        <span className="compact-sub">
                          <code>{order.orderId}</code> · {t.canceledOn}{' '}
                          {order.canceledAt && (
                            <time dateTime={order.canceledAt}>
                              {formatDateTime(order.canceledAt)}
                            </time>
                          )}
                        </span>
                      </div>
                      <div className="compact-side">
                        <span
                          className={`badge ${order.refundStatus === 'refunded' ? 'badge-success' : 'badge-warning'}`}
                        >
                          {refundLabels[order.refundStatus]}
                        </span>
                        <CopyOrderIdButton orderId={order.orderId} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <Link className="panel-link" to="/admin/canceled-orders">
                {t.seeAll}
              </Link>
            </section>
          </div>
        </>
      )}
    </section>
  );
}
