import { depositTexts } from '@shared/deposits';
import { type ReservationInput, reservationTexts as t } from '@shared/reservations';

/** The wizard's values: exactly what the server takes. */
export type WizardValues = Required<ReservationInput>;

export const emptyWizard = (): WizardValues => ({
  firstName: '',
  lastName: '',
  phone: '',
  date: '',
  time: '',
  guests: 2,
  specialRequests: '',
});

/**
 * The date picker works with browser-local Date objects. A calendar date is turned into local
 * midnight of that day and back with its local parts (never toISOString), so the day the diner
 * clicks is the day sent, whatever the browser's zone.
 */
export function toPickerDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a picker Date as 'yyyy-MM-dd' (date-fns stays out of the first chunk). */
export const fromPickerDate = (date: Date | null) =>
  date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';

/** The wizard's main button: Next, then "Reserve a seat" (or "Reserve and pay NGN …" with a deposit). */
export const submitLabel = (more: boolean, booking: boolean, depositMinor: number) =>
  more
    ? t.next
    : booking
      ? t.reserving
      : depositMinor > 0
        ? depositTexts.reserveAndPay(depositMinor)
        : t.reserve;
