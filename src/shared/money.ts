import { CURRENCY, DELIVERY_FEE_MINOR } from './constants';

/**
 * Formats integer minor units (kobo) as the one currency with 2 decimals, e.g. "NGN 1,250.00".
 *
 * Written out by hand rather than with Intl.NumberFormat, which gives the same text (a property
 * test holds them equal): the first Intl object a page builds loads the engine's locale data, and
 * prices are what the menu's first load formats, ~50 ms of a throttled phone's main thread for
 * commas every three digits.
 */
export function formatMoney(minor: number, currency: string = CURRENCY): string {
  // Not whole minor units (no stored amount is): Intl, as before.
  if (!Number.isSafeInteger(minor))
    return `${currency} ${(minor / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The largest value of a PostgreSQL `integer` column: every stored amount must fit in it. */
export const INT32_MAX = 2_147_483_647;

/**
 * Money limits. Amounts are stored in 32-bit integer columns, so an order (its
 * dishes plus the delivery fee: what the diner pays) is at most NGN 10,000,000.00. The payment,
 * every order line (a part of it) and every refund (at most what was paid) then stay far below
 * INT32_MAX. One dish costs at most NGN 1,000,000.00; a line holds at most CART_QUANTITY_MAX.
 */
export const MAX_ORDER_TOTAL_MINOR = 10_000_000_00;
export const MAX_DISH_PRICE_MINOR = 1_000_000_00;

export const moneyLimitTexts = {
  orderTooLarge: `An order can be at most ${formatMoney(MAX_ORDER_TOTAL_MINOR)} — split it into several orders or call the restaurant.`,
  dishPriceTooHigh: `A dish can cost at most ${formatMoney(MAX_DISH_PRICE_MINOR)}.`,
  dishPriceHint: `At most ${formatMoney(MAX_DISH_PRICE_MINOR)}.`,
} as const;

/** True when dishes worth `itemsTotalMinor` can be one order, the delivery fee included. */
export const withinOrderLimit = (itemsTotalMinor: number, feeMinor: number = DELIVERY_FEE_MINOR) =>
  itemsTotalMinor + feeMinor <= MAX_ORDER_TOTAL_MINOR;
