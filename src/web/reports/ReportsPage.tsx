import { formatCalendarDate } from '@shared/calendar-dates';
import { formatMoney } from '@shared/money';
import {
  REPORT_EXPORTS,
  type ReportPreset,
  type ReportRange,
  reportRangeSchema,
  reportTexts as t,
} from '@shared/reports';
import { SALES_FIGURES, type SalesFigure } from '@shared/sales-figures';
import { restaurantToday } from '@web/lib/restaurant-time';
import { useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { lazy } from 'react';
import { exportUrl, useReportQuery } from './api';
import { RangeForm } from './ReportRangeForm';
import { Breakdown, ReportSection } from './ReportSection';
import {
  bookingRows,
  categoryRows,
  dayHead,
  dayRows,
  dishRows,
  FigureTable,
  fulfilmentRows,
  hourRows,
  methodRows,
  weekdayRows,
} from './ReportTables';
import '@web/admin/admin.css';
import './reports.css';

// The charting library loads only with the charts.
const DailyChart = lazy(() => import('./ReportCharts').then((m) => ({ default: m.DailyChart })));
const HourlyChart = lazy(() => import('./ReportCharts').then((m) => ({ default: m.HourlyChart })));

/**
 * The range in the address (?from=&to=), today when absent or not a valid range, and the quick
 * range pressed for it (?preset=), which decides the highlight when two presets name the same days.
 */
function useRange() {
  const [params, setParams] = useSearchParams();
  const today = restaurantToday();
  const parsed = reportRangeSchema.safeParse({
    from: params.get('from') ?? today,
    to: params.get('to') ?? params.get('from') ?? today,
  });
  const range: ReportRange = parsed.success ? parsed.data : { from: today, to: today };
  const setRange = (next: ReportRange, preset?: ReportPreset) =>
    setParams(preset ? { ...next, preset } : next, { replace: false });
  return { range, preset: params.get('preset'), setRange };
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card tile">
      <span className="tile-label">{label}</span>
      <span className="tile-value">{value}</span>
      {hint && <span className="tile-hint">{hint}</span>}
    </div>
  );
}

/** A money figure of shared/sales-figures.ts: its one name, its amount and its definition. */
function MoneyFigure({ figure, minor }: { figure: SalesFigure; minor: number }) {
  const { label, definition } = SALES_FIGURES[figure];
  return <Figure label={label} value={formatMoney(minor)} hint={definition} />;
}

const rangeWords = (r: ReportRange) => {
  const long = (d: string) =>
    formatCalendarDate(d, { day: 'numeric', month: 'long', year: 'numeric' });
  return r.from === r.to ? long(r.from) : `${long(r.from)} to ${long(r.to)}`;
};

/** /admin/reports: the owner's books for a range of the restaurant's days, with CSV exports. */
export default function ReportsPage() {
  usePageTitle(t.title);
  const { range, preset, setRange } = useRange();
  const report = useReportQuery(range);
  const r = report.data;
  return (
    <section className="page admin-page reports-page">
      <h1 className="page-title">{t.title}</h1>
      <RangeForm
        key={`${range.from}/${range.to}`}
        range={range}
        chosen={preset}
        onChange={setRange}
      />
      <p className="report-range-words" aria-live="polite">
        {rangeWords(range)}
        {r ? ` · ${r.timeZone}` : ''}
      </p>
      {report.isPending ? (
        <Spinner />
      ) : !r ? (
        <div className="order-list-error" role="alert">
          <p>The report could not be loaded.</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void report.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="tiles report-tiles">
            <MoneyFigure figure="revenue" minor={r.summary.revenueMinor} />
            <MoneyFigure figure="deliveryFees" minor={r.summary.deliveryFeesMinor} />
            <MoneyFigure figure="moneyIn" minor={r.summary.grossMinor} />
            <MoneyFigure figure="refunds" minor={r.summary.refundsMinor} />
            <MoneyFigure figure="net" minor={r.summary.netMinor} />
            <Figure
              label="Orders"
              value={r.summary.orders.toLocaleString()}
              hint={`${r.summary.canceled} canceled`}
            />
            <Figure label="Average ticket" value={formatMoney(r.summary.averageTicketMinor)} />
            <Figure
              label="Bookings"
              value={r.reservations.bookings.toLocaleString()}
              hint={`${r.reservations.canceled} canceled`}
            />
            <Figure
              label="Covers"
              value={r.reservations.covers.toLocaleString()}
              hint={t.noShows(r.reservations.noShows, r.reservations.noShowCovers)}
            />
          </div>
          <p className="panel-caption">{t.grossNote}</p>

          <ReportSection name="exports" title="Download (CSV)">
            <ul className="report-exports">
              {REPORT_EXPORTS.map((kind) => (
                <li key={kind}>
                  <a className="btn btn-secondary btn-sm" href={exportUrl(kind, range)} download>
                    {t.exports[kind]}
                  </a>
                </li>
              ))}
            </ul>
          </ReportSection>

          <div className="report-grid">
            <Breakdown
              name="days"
              title="Sales by day"
              wide
              chart={<DailyChart days={r.byDay} />}
              tables={[
                {
                  caption: 'Sales by day',
                  head: dayHead,
                  rows: dayRows(r),
                },
              ]}
            />
            <Breakdown
              name="hours"
              title="Orders by hour"
              chart={<HourlyChart hours={r.byHour} />}
              tables={[
                {
                  caption: 'Orders by hour of the day',
                  head: ['Hour', 'Orders', 'Sales'],
                  rows: hourRows(r),
                },
              ]}
            />
            <Breakdown
              name="dishes"
              title="Top dishes"
              tables={[
                {
                  caption: 'Top 10 dishes by sales',
                  head: ['Dish', 'Category', 'Sold', 'Sales'],
                  rows: dishRows(r, 10),
                },
                {
                  caption: 'Sales by category',
                  head: ['Category', 'Sold', 'Sales'],
                  rows: categoryRows(r),
                },
              ]}
            >
              {r.byDish.length > 10 && (
                <details className="report-more">
                  <summary>{t.everyDish(r.byDish.length)}</summary>
                  <FigureTable
                    caption="Sales by dish"
                    head={['Dish', 'Category', 'Sold', 'Sales']}
                    rows={dishRows(r)}
                  />
                </details>
              )}
            </Breakdown>
            <Breakdown
              name="mix"
              title="How people order and pay"
              tables={[
                {
                  caption: 'By fulfilment',
                  head: ['Fulfilment', 'Orders', 'Sales'],
                  rows: fulfilmentRows(r),
                },
                {
                  caption: 'By payment method',
                  head: ['Method', 'Orders', 'Sales'],
                  rows: methodRows(r),
                },
                {
                  caption: 'By weekday',
                  head: ['Weekday', 'Orders', 'Sales'],
                  rows: weekdayRows(r),
                },
              ]}
            />
            <Breakdown
              name="bookings"
              title="Reservations"
              tables={[
                {
                  caption: 'Bookings by day',
                  head: ['Day', 'Bookings', 'Covers', 'No-shows'],
                  rows: bookingRows(r),
                },
              ]}
            >
              <p className="panel-caption">{t.bookingsNote}</p>
            </Breakdown>
          </div>
        </>
      )}
    </section>
  );
}
