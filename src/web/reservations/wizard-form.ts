import { depositTexts } from '@shared/deposits';
import { type ReservationInput, reservationTexts as t } from '@shared/reservations';

/** The wizard's values: exactly what the server takes. */
export type WizardValues = Required<ReservationInput>;

/** Who is booking, as the account knows them: its name split at the first space, its phone. */
export interface KnownContact {
  firstName: string;
  lastName: string;
  phone: string;
}

export function contactFromAccount(
  account: { username: string; phone: string | null } | undefined,
): KnownContact {
  const name = account?.username.trim() ?? '';
  const space = name.search(/\s/);
  return {
    firstName: space < 0 ? name : name.slice(0, space),
    lastName: space < 0 ? '' : name.slice(space + 1).trim(),
    phone: account?.phone ?? '',
  };
}

export const emptyWizard = (known?: KnownContact): WizardValues => ({
  firstName: known?.firstName ?? '',
  lastName: known?.lastName ?? '',
  phone: known?.phone ?? '',
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
