import { formatCalendarDate } from '@shared/calendar-dates';
import { CURRENCY } from '@shared/constants';
import type { Report } from '@shared/reports';
import { figureWithCurrency } from '@shared/sales-figures';
import { BarsChart, moneyFromMajor } from '@web/ui/BarsChart';

/**
 * The report's two pictures (recharts, loaded with this module only): Revenue per day (the
 * dashboard's chart, the same figure) and orders per hour of the day. Hidden from screen readers:
 * the tables beside them carry the same figures.
 */
export function DailyChart({ days }: { days: Report['byDay'] }) {
  const data = days.map((d) => ({
    label: formatCalendarDate(d.date, { day: 'numeric', month: 'short' }),
    revenue: d.revenueMinor / 100,
  }));
  return (
    <BarsChart
      className="report-chart"
      data={data}
      x="label"
      y="revenue"
      minTickGap={12}
      tooltip={{
        formatter: (value) => [moneyFromMajor(value), figureWithCurrency('revenue', CURRENCY)],
      }}
    />
  );
}

export function HourlyChart({ hours }: { hours: Report['byHour'] }) {
  const data = hours.map((h) => ({
    label: `${String(h.hour).padStart(2, '0')}h`,
    orders: h.orders,
  }));
  return (
    <BarsChart
      className="report-chart"
      data={data}
      x="label"
      y="orders"
      minTickGap={12}
      tooltip={{ formatter: (value) => [String(value), 'Orders'] }}
    />
  );
}
