import type { SalesDay } from '@shared/admin';
import { formatCalendarDate } from '@shared/calendar-dates';
import { CURRENCY } from '@shared/constants';
import { figureWithCurrency } from '@shared/sales-figures';
import { BarsChart, moneyFromMajor } from '@web/ui/BarsChart';

const dayLabel = (date: string) => formatCalendarDate(date, { day: 'numeric', month: 'short' });

/**
 * Revenue per day over the last 30 days (recharts; this module is only loaded on the dashboard),
 * the figure the report's daily chart shows (shared/sales-figures.ts).
 * Days are the restaurant's calendar days, as the server grouped them. Hidden from screen readers:
 * the summary sentence below the chart says what it shows.
 */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.date), revenue: d.revenueMinor / 100 }));
  return (
    <BarsChart
      className="sales-chart"
      data={data}
      x="label"
      y="revenue"
      minTickGap={16}
      tooltip={{
        formatter: (value) => [moneyFromMajor(value), figureWithCurrency('revenue', CURRENCY)],
        labelFormatter: (label, payload) => {
          const day = payload?.[0]?.payload as { orders?: number } | undefined;
          return day?.orders !== undefined
            ? `${label} · ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`
            : String(label);
        },
      }}
    />
  );
}
