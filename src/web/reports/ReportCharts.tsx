import { formatCalendarDate } from '@shared/calendar-dates';
import { formatMoney } from '@shared/money';
import type { Report } from '@shared/reports';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The report's two pictures (recharts, loaded with this module only): net sales per day and orders
 * per hour of the day. Hidden from screen readers: the tables beside them carry the same figures.
 */
const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const axis = { fontSize: 12, fill: '#6f6056' };

function Bars({
  data,
  x,
  y,
  money,
}: {
  data: Array<Record<string, string | number>>;
  x: string;
  y: string;
  money: boolean;
}) {
  return (
    <div className="report-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e4d6c5" vertical={false} />
          <XAxis
            dataKey={x}
            tick={axis}
            interval="preserveStartEnd"
            minTickGap={12}
            tickLine={false}
          />
          <YAxis
            tick={axis}
            tickFormatter={(value: number) => compact.format(value)}
            width={48}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: 'rgb(224 164 74 / 18%)' }}
            formatter={(value) => [
              money ? formatMoney(Math.round(Number(value) * 100)) : String(value),
              money ? 'Net sales' : 'Orders',
            ]}
          />
          <Bar dataKey={y} fill="#b64a24" radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function DailyChart({ days }: { days: Report['byDay'] }) {
  const data = days.map((d) => ({
    label: formatCalendarDate(d.date, { day: 'numeric', month: 'short' }),
    net: d.netMinor / 100,
  }));
  return <Bars data={data} x="label" y="net" money />;
}

export function HourlyChart({ hours }: { hours: Report['byHour'] }) {
  const data = hours.map((h) => ({
    label: `${String(h.hour).padStart(2, '0')}h`,
    orders: h.orders,
  }));
  return <Bars data={data} x="label" y="orders" money={false} />;
}
