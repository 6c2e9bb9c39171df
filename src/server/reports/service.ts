import type { Db } from '@server/db/client';
import { addDays } from '@shared/calendar-dates';
import { CURRENCY } from '@shared/constants';
import type { Report, ReportRange } from '@shared/reports';
import { instantOfWallClock } from '@shared/zoned-time';
import {
  byDish,
  keptBreakdowns,
  otherMoneyInByDay,
  refundsByDay,
  reservationsByDay,
  salesByDay,
  type Window,
} from './figures';

/** The range's restaurant days as instants: from the first day's midnight to the day after the last's. */
export function windowOf(range: ReportRange, timeZone: string): Window {
  return {
    ...range,
    timeZone,
    start: instantOfWallClock(range.from, '00:00', timeZone),
    end: instantOfWallClock(addDays(range.to, 1), '00:00', timeZone),
  };
}

/** Every calendar day of the range, in order. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface ReportsService {
  report(range: ReportRange): Promise<Report>;
  window(range: ReportRange): Window;
}

export function createReportsService(deps: { db: Db; timeZone: string }): ReportsService {
  const { db, timeZone } = deps;
  return {
    window: (range) => windowOf(range, timeZone),
    async report(range) {
      const w = windowOf(range, timeZone);
      // One statement at a time: PGlite runs one anyway, and a back-office request holds one
      // pooled connection rather than seven.
      const sales = await salesByDay(db, w);
      const refunds = await refundsByDay(db, w);
      const otherMoneyIn = await otherMoneyInByDay(db, w);
      const kept = await keptBreakdowns(db, w);
      const { byHour: hours, byWeekday: weekdays, byFulfilment: fulfilments } = kept;
      const methods = kept.byPaymentMethod;
      const dishes = await byDish(db, w);
      const bookings = await reservationsByDay(db, w);

      const salesOf = new Map(sales.map((d) => [d.date, d]));
      const refundsOf = new Map(refunds.map((d) => [d.date, d.refundsMinor]));
      const otherMoneyOf = new Map(otherMoneyIn.map((d) => [d.date, d.moneyInMinor]));
      const byDay = daysOf(range).map((date) => {
        const grossMinor = (salesOf.get(date)?.grossMinor ?? 0) + (otherMoneyOf.get(date) ?? 0);
        const refundsMinor = refundsOf.get(date) ?? 0;
        return {
          date,
          revenueMinor: salesOf.get(date)?.keptMinor ?? 0,
          grossMinor,
          refundsMinor,
          netMinor: grossMinor - refundsMinor,
          orders: salesOf.get(date)?.orders ?? 0,
        };
      });
      const sum = <T>(list: T[], pick: (item: T) => number) =>
        list.reduce((total, item) => total + pick(item), 0);
      const orders = sum(sales, (d) => d.orders);
      const keptMinor = sum(sales, (d) => d.keptMinor);
      const grossMinor = sum(byDay, (d) => d.grossMinor);
      const refundsMinor = sum(byDay, (d) => d.refundsMinor);

      const categories = new Map<string, { quantity: number; salesMinor: number }>();
      for (const dish of dishes) {
        const entry = categories.get(dish.category) ?? { quantity: 0, salesMinor: 0 };
        entry.quantity += dish.quantity;
        entry.salesMinor += dish.salesMinor;
        categories.set(dish.category, entry);
      }
      const figureOf = <K>(list: Array<{ key: unknown; orders: number; salesMinor: number }>) =>
        new Map(list.map((r) => [r.key as K, { orders: r.orders, salesMinor: r.salesMinor }]));
      const hourOf = figureOf<number>(hours);
      const weekdayOf = figureOf<number>(weekdays);
      const none = { orders: 0, salesMinor: 0 };

      return {
        from: range.from,
        to: range.to,
        timeZone,
        currency: CURRENCY,
        summary: {
          revenueMinor: keptMinor,
          grossMinor,
          refundsMinor,
          netMinor: grossMinor - refundsMinor,
          deliveryFeesMinor: sum(sales, (d) => d.feesMinor),
          orders,
          canceled: sum(sales, (d) => d.canceled),
          averageTicketMinor: orders === 0 ? 0 : Math.round(keptMinor / orders),
        },
        byDay,
        byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...(hourOf.get(hour) ?? none) })),
        byWeekday: Array.from({ length: 7 }, (_, i) => ({
          weekday: i + 1,
          ...(weekdayOf.get(i + 1) ?? none),
        })),
        byDish: dishes,
        byCategory: [...categories]
          .map(([category, figures]) => ({ category, ...figures }))
          .sort((a, b) => b.salesMinor - a.salesMinor || a.category.localeCompare(b.category)),
        byFulfilment: fulfilments.map((r) => ({
          fulfilment: r.key as 'delivery' | 'pickup',
          orders: r.orders,
          salesMinor: r.salesMinor,
        })),
        byPaymentMethod: methods.map((r) => ({
          method: String(r.key),
          orders: r.orders,
          salesMinor: r.salesMinor,
        })),
        reservations: {
          bookings: sum(bookings, (d) => d.bookings),
          covers: sum(bookings, (d) => d.covers),
          noShows: sum(bookings, (d) => d.noShows),
          noShowCovers: sum(bookings, (d) => d.noShowCovers),
          canceled: sum(bookings, (d) => d.canceled),
          byDay: bookings.map(({ date, bookings, covers, noShows }) => ({
            date,
            bookings,
            covers,
            noShows,
          })),
        },
      };
    },
  };
}
