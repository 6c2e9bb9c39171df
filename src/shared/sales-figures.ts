/**
 * The owner's money figures, each defined once with the name and the one-line definition every
 * screen and export shows beside it: the dashboard's tile and chart, the report's tiles, tables
 * and charts, and the CSV exports' columns. The dashboard and the report compute Revenue from the
 * same orders (their rollups kept by triggers), so a day's Revenue is the same number on both.
 */
export const SALES_FIGURES = {
  revenue: {
    label: 'Revenue',
    definition: 'Dishes and delivery fees of paid orders not canceled, by the day placed.',
  },
  deliveryFees: {
    label: 'Delivery fees',
    definition: 'The delivery fees within Revenue.',
  },
  moneyIn: {
    label: 'Money in',
    definition: 'All payments received: orders (canceled too), deposits, refused payments.',
  },
  refunds: {
    label: 'Refunds',
    definition: 'Money given back, on the day it was given back.',
  },
  net: {
    label: 'Net',
    definition: 'Money in minus refunds; the payments export adds up to it.',
  },
} as const;

export type SalesFigure = keyof typeof SALES_FIGURES;

/** A figure's name with its currency, as a chart's tooltip and a column heading show it. */
export const figureWithCurrency = (figure: SalesFigure, currency: string) =>
  `${SALES_FIGURES[figure].label} (${currency})`;
