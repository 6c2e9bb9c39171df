import { formatCalendarDate } from '@shared/calendar-dates';
import { formatMoney } from '@shared/money';
import { type Report, reportTexts } from '@shared/reports';
import { SALES_FIGURES } from '@shared/sales-figures';
import type { ReactNode } from 'react';

/** A real table with its caption; numbers right-aligned (class `num`). */
export function FigureTable({
  caption,
  head,
  rows,
  empty = 'Nothing in this range.',
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty?: string;
}) {
  return (
    <div className="report-table-wrap">
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? 'num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((cells, r) => (
              // Rows are fixed for one answer: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={r}>
                {cells.map((cell, i) =>
                  i === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <td key={i} className="num">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const day = (date: string) =>
  formatCalendarDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
const hour = (h: number) => `${String(h).padStart(2, '0')}:00–${String(h).padStart(2, '0')}:59`;
const FULFILMENT = { delivery: 'Delivery', pickup: 'Pickup' } as const;

const { revenue, moneyIn, refunds, net } = SALES_FIGURES;
export const dayHead = ['Day', 'Orders', revenue.label, moneyIn.label, refunds.label, net.label];
export const dayRows = (r: Report) =>
  r.byDay.map((d) => [
    day(d.date),
    d.orders,
    formatMoney(d.revenueMinor),
    formatMoney(d.grossMinor),
    formatMoney(d.refundsMinor),
    formatMoney(d.netMinor),
  ]);
export const hourRows = (r: Report) =>
  r.byHour
    .filter((h) => h.orders > 0)
    .map((h) => [hour(h.hour), h.orders, formatMoney(h.salesMinor)]);
export const weekdayRows = (r: Report) =>
  r.byWeekday.map((w) => [WEEKDAYS[w.weekday - 1], w.orders, formatMoney(w.salesMinor)]);
export const dishRows = (r: Report, limit?: number) =>
  r.byDish.slice(0, limit).map((d) => [d.name, d.category, d.quantity, formatMoney(d.salesMinor)]);
export const categoryRows = (r: Report) =>
  r.byCategory.map((c) => [c.category, c.quantity, formatMoney(c.salesMinor)]);
export const fulfilmentRows = (r: Report) =>
  r.byFulfilment.map((f) => [FULFILMENT[f.fulfilment], f.orders, formatMoney(f.salesMinor)]);
export const methodRows = (r: Report) =>
  r.byPaymentMethod.map((m) => [
    reportTexts.methods[m.method] ?? m.method,
    m.orders,
    formatMoney(m.salesMinor),
  ]);
export const bookingRows = (r: Report) =>
  r.reservations.byDay.map((d) => [day(d.date), d.bookings, d.covers, d.noShows]);
