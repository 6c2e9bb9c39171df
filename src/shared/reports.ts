import { z } from 'zod';
import { addDays, isCalendarDate } from './calendar-dates';

/**
 * The owner's books: the report of a range of the restaurant's calendar days and
 * its CSV exports. Money is integer minor units; days, hours and weekdays are the restaurant's.
 */

/** The longest range one report or export covers (a year and a day, for a leap year). */
export const MAX_REPORT_DAYS = 366;

const calendarDate = z.string().refine(isCalendarDate, { message: 'Use a date like 2026-11-24.' });

/** Both dates real: the range rules below are only asked of those (zod runs them regardless). */
const bothDates = (r: { from: string; to: string }) =>
  isCalendarDate(r.from) && isCalendarDate(r.to);

export const reportRangeSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((r) => !bothDates(r) || r.from <= r.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  })
  .refine((r) => !bothDates(r) || addDays(r.from, MAX_REPORT_DAYS - 1) >= r.to, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days.`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const REPORT_EXPORTS = ['orders', 'order-lines', 'payments', 'reservations'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
export const reportExportParamsSchema = z.object({ kind: z.enum(REPORT_EXPORTS) });

const count = z.number().int().nonnegative();
const minor = z.number().int();

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  /**
   * The figures of shared/sales-figures.ts. Revenue: dishes and delivery fees of the orders placed
   * in the range, paid and not canceled (the dashboard's figure); delivery fees: those within it.
   * Gross is Money in: every paid order placed in the range, canceled ones too (the money came in
   * that day), booking deposits paid in it, and payments refused when they settled (a dish sold
   * out meanwhile, a deposit paid twice: owed back in full); refunds: money given back in the
   * range, on the day it was given back; net = gross - refunds, the payments export's balance.
   * `orders`, the average ticket and every breakdown below count orders not canceled only.
   */
  summary: z.object({
    revenueMinor: minor,
    grossMinor: minor,
    refundsMinor: minor,
    netMinor: minor,
    deliveryFeesMinor: minor,
    orders: count,
    canceled: count,
    averageTicketMinor: minor,
  }),
  byDay: z.array(
    z.object({
      date: z.string(),
      revenueMinor: minor,
      grossMinor: minor,
      refundsMinor: minor,
      netMinor: minor,
      orders: count,
    }),
  ),
  byHour: z.array(z.object({ hour: z.number().int(), orders: count, salesMinor: minor })),
  /** ISO weekdays: 1 = Monday ... 7 = Sunday. */
  byWeekday: z.array(z.object({ weekday: z.number().int(), orders: count, salesMinor: minor })),
  byDish: z.array(
    z.object({ name: z.string(), category: z.string(), quantity: count, salesMinor: minor }),
  ),
  byCategory: z.array(z.object({ category: z.string(), quantity: count, salesMinor: minor })),
  byFulfilment: z.array(
    z.object({ fulfilment: z.enum(['delivery', 'pickup']), orders: count, salesMinor: minor }),
  ),
  byPaymentMethod: z.array(z.object({ method: z.string(), orders: count, salesMinor: minor })),
  /**
   * Bookings by their (restaurant-local) date: those held (no-shows included), the covers of those
   * that came or are expected, the no-shows (and their guests), and the canceled, declined or
   * expired ones.
   */
  reservations: z.object({
    bookings: count,
    covers: count,
    noShows: count,
    noShowCovers: count,
    canceled: count,
    byDay: z.array(z.object({ date: z.string(), bookings: count, covers: count, noShows: count })),
  }),
});
export type Report = z.infer<typeof reportSchema>;

export const REPORT_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The range a preset names, from the restaurant's today ('yyyy-MM-dd'). */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

export const reportTexts = {
  title: 'Reports',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7: 'Last 7 days',
    thisMonth: 'This month',
    lastMonth: 'Last month',
  } satisfies Record<ReportPreset, string>,
  exports: {
    orders: 'Orders',
    'order-lines': 'Order lines',
    payments: 'Payments and refunds',
    reservations: 'Reservations',
  } satisfies Record<ReportExport, string>,
  everyDish: (count: number) => `Every dish sold (${count})`,
  bookingsNote:
    'Bookings held for the day (no-shows included); covers are the guests of those that came or are still expected. Canceled counts canceled, declined and expired bookings.',
  noShows: (count: number, guests: number) =>
    `${count} no-show${count === 1 ? '' : 's'} (${guests} guest${guests === 1 ? '' : 's'})`,
  /** The payment methods as the report and its tables name them. */
  methods: {
    card: 'Card',
    bank_transfer: 'Bank transfer',
    ussd: 'USSD',
    cash: 'Cash',
    card_terminal: 'Card terminal',
    payment_link: 'Card payment link',
  } as Record<string, string>,
  grossNote:
    'Orders, the average ticket and the breakdowns count the orders in Revenue: paid, canceled ones left out.',
} as const;
