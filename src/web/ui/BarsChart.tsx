import { formatMoney } from '@shared/money';
import type { ComponentProps } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The look every bar chart of the back office shares (recharts: import this only from a lazily
 * loaded module, never from a first-load one). Hidden from screen readers: each chart has a table
 * or sentence beside it that says the same.
 */
const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const axisTick = { fontSize: 12, fill: '#6f6056' };

/** A chart value in major units (naira) as money text: the charts plot minor / 100. */
export const moneyFromMajor = (value: unknown) => formatMoney(Math.round(Number(value) * 100));

export function BarsChart({
  className,
  data,
  x,
  y,
  minTickGap,
  tooltip,
}: {
  /** The box's class: it sets the chart's size. */
  className: string;
  data: Array<Record<string, unknown>>;
  /** The data keys of the labels (x) and of the bar heights (y). */
  x: string;
  y: string;
  minTickGap: number;
  tooltip: Pick<ComponentProps<typeof Tooltip>, 'formatter' | 'labelFormatter'>;
}) {
  return (
    <div className={className} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* Hidden from screen readers, so it must not take the keyboard focus either: no
            recharts keyboard layer. */}
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e4d6c5" vertical={false} />
          <XAxis
            dataKey={x}
            tick={axisTick}
            interval="preserveStartEnd"
            minTickGap={minTickGap}
            tickLine={false}
          />
          <YAxis
            tick={axisTick}
            tickFormatter={(value: number) => compact.format(value)}
            width={48}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
          />
          <Tooltip cursor={{ fill: 'rgb(224 164 74 / 18%)' }} {...tooltip} />
          <Bar dataKey={y} fill="#b64a24" radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
