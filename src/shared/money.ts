import { CURRENCY } from './constants';

/** Formats integer minor units (kobo) as the one currency with 2 decimals, e.g. "NGN 1,250.00". */
export function formatMoney(minor: number, currency: string = CURRENCY): string {
  const major = minor / 100;
  return `${currency} ${major.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
