import { formatMoney } from '@shared/money';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarsChart, moneyFromMajor } from './BarsChart';

describe('the shared bar chart', () => {
  it('tells a plotted value (major units) as the money of its minor units', () => {
    expect(moneyFromMajor(1234.5)).toBe(formatMoney(123_450));
    expect(moneyFromMajor('12.34')).toBe(formatMoney(1234));
  });

  it('draws in a box of the given class, hidden from screen readers', () => {
    const { container } = render(
      <BarsChart
        className="report-chart"
        data={[{ label: '1 Nov', net: 10 }]}
        x="label"
        y="net"
        minTickGap={12}
        tooltip={{ formatter: (value) => [String(value), 'Net sales'] }}
      />,
    );
    const box = container.firstElementChild;
    expect(box).toHaveClass('report-chart');
    expect(box).toHaveAttribute('aria-hidden', 'true');
  });
});
