import type { SalesDay } from '@shared/admin';
import { formatCalendarDate } from '@shared/calendar-dates';
import { CURRENCY } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayLabel = (date: string) => formatCalendarDate(date, { day: 'numeric', month: 'short' });
const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue per day over the last 30 days (recharts; this module is only loaded on the dashboard).
 * Days are the restaurant's calendar days, as the server grouped them.
 */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.date), revenue: d.revenueMinor / 100 }));
  return (
    <div className="sales-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* The chart is hidden from screen readers (the summary sentence below says what it shows),
            so it must not take the keyboard focus either: no recharts keyboard layer. */}
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e4d6c5" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: '#6f6056' }}
            interval="preserveStartEnd"
            minTickGap={16}
            tickLine={false}
          />
          <YAxis
            tick={{ fontSize: 12, fill: '#6f6056' }}
            tickFormatter={(value: number) => compact.format(value)}
            width={48}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: 'rgb(224 164 74 / 18%)' }}
            formatter={(value) => [
              formatMoney(Math.round(Number(value) * 100)),
              `Revenue (${CURRENCY})`,
            ]}
            labelFormatter={(label, payload) => {
              const day = payload?.[0]?.payload as { orders?: number } | undefined;
              return day?.orders !== undefined
                ? `${label} · ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`
                : String(label);
            }}
          />
          <Bar dataKey="revenue" fill="#b64a24" radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
