import { formatCalendarDate } from '@shared/calendar-dates';
import { formatMoney } from '@shared/money';
import {
  presetRange,
  REPORT_EXPORTS,
  REPORT_PRESETS,
  type ReportRange,
  reportRangeSchema,
  reportTexts as t,
} from '@shared/reports';
import { restaurantToday } from '@web/lib/restaurant-time';
import { useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { lazy, useState } from 'react';
import { exportUrl, useReportQuery } from './api';
import { Breakdown, ReportSection } from './ReportSection';
import {
  bookingRows,
  categoryRows,
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

/** The range in the address (?from=&to=), today when absent or not a valid range. */
function useRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = restaurantToday();
  const parsed = reportRangeSchema.safeParse({
    from: params.get('from') ?? today,
    to: params.get('to') ?? params.get('from') ?? today,
  });
  const range = parsed.success ? parsed.data : { from: today, to: today };
  return [range, (next) => setParams(next, { replace: false })];
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

function RangeForm({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (r: ReportRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const today = restaurantToday();
  const choose = (next: ReportRange) => {
    setDraft(next);
    setError(null);
    onChange(next);
  };
  return (
    <form
      className="card report-range"
      aria-label="Report range"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reportRangeSchema.safeParse(draft);
        if (parsed.success) choose(parsed.data);
        else setError(parsed.error.issues[0]?.message ?? 'Check the dates.');
      }}
    >
      <fieldset className="report-presets">
        <legend className="visually-hidden">Quick ranges</legend>
        {REPORT_PRESETS.map((preset) => {
          const presetDays = presetRange(preset, today);
          const current = presetDays.from === range.from && presetDays.to === range.to;
          return (
            <button
              key={preset}
              type="button"
              className={`btn btn-sm ${current ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={current}
              onClick={() => choose(presetDays)}
            >
              {t.presets[preset]}
            </button>
          );
        })}
      </fieldset>
      <div className="report-dates">
        <label>
          From
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <button type="submit" className="btn btn-secondary btn-sm">
          Show
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

const rangeWords = (r: ReportRange) => {
  const long = (d: string) =>
    formatCalendarDate(d, { day: 'numeric', month: 'long', year: 'numeric' });
  return r.from === r.to ? long(r.from) : `${long(r.from)} to ${long(r.to)}`;
};

/** /admin/reports: the owner's books for a range of the restaurant's days, with CSV exports. */
export default function ReportsPage() {
  usePageTitle(t.title);
  const [range, setRange] = useRange();
  const report = useReportQuery(range);
  const r = report.data;
  return (
    <section className="page admin-page reports-page">
      <h1 className="page-title">{t.title}</h1>
      <RangeForm key={`${range.from}/${range.to}`} range={range} onChange={setRange} />
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
            <Figure label="Net sales" value={formatMoney(r.summary.netMinor)} />
            <Figure label="Gross sales" value={formatMoney(r.summary.grossMinor)} />
            <Figure label="Refunds" value={formatMoney(r.summary.refundsMinor)} />
            <Figure label="Delivery fees" value={formatMoney(r.summary.deliveryFeesMinor)} />
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
              chart={<DailyChart days={r.byDay} />}
              tables={[
                {
                  caption: 'Sales by day',
                  head: ['Day', 'Orders', 'Gross', 'Refunds', 'Net'],
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
