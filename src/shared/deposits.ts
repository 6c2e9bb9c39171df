import { z } from 'zod';
import type { BookingRules } from './booking-rules';
import type { BookingStatus } from './booking-stages';
import { zonedInstant, zonedNow } from './calendar-dates';
import { formatMoney } from './money';
import { parsePriceDelta } from './price-input';

/**
 * Booking deposits (docs/decisions/053-booking-deposits.md): parties at or above the
 * owner's size pay a per-guest amount by card when booking. The rules here are pure and shared:
 * the wizard tells the amount before booking, the server charges it, and the database's trigger
 * (migration 0041) applies `depositAfterMove` on every status change, whoever writes it.
 *
 *   awaiting  -> paid (the payment verified: the booking goes on to pending or confirmed)
 *             -> unpaid (the hold lapsed, or the diner canceled before paying)
 *   paid      -> refunding (canceled by either side, declined, expired unconfirmed) -> refunded
 *             -> kept (no-show)
 *   A completed visit keeps 'paid': the host takes it off the bill.
 */
export const DEPOSIT_STATUSES = [
  'awaiting',
  'paid',
  'refunding',
  'refunded',
  'kept',
  'unpaid',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** How long a booking waiting for its deposit holds its table (never past its start). */
export const DEPOSIT_HOLD_MINUTES = 15;

type DepositRules = Pick<BookingRules, 'depositFromParty' | 'depositPerGuestMinor'>;

/** The deposit a party of `guests` pays under `rules`, in minor units; 0 when none is asked. */
export const depositFor = (guests: number, rules: DepositRules): number =>
  rules.depositPerGuestMinor > 0 && guests >= rules.depositFromParty
    ? guests * rules.depositPerGuestMinor
    : 0;

/** When an unpaid hold made at `now` lapses: DEPOSIT_HOLD_MINUTES later, at the latest at its start. */
export function depositHoldEndsAt(now: Date, date: string, time: string, timeZone: string): Date {
  const start = zonedInstant(date, time, timeZone).getTime();
  return new Date(Math.min(now.getTime() + DEPOSIT_HOLD_MINUTES * 60_000, start));
}

/**
 * What a booking's deposit becomes when the booking moves `to` a status. Money paid goes back in
 * full when the booking ends without the restaurant seating it by anyone's choice but the
 * guest's absence: canceled (an online cancel is only possible before the cutoff), declined or
 * expired unconfirmed; a no-show keeps it. A hold that ends unpaid is 'unpaid'.
 */
export function depositAfterMove(
  deposit: DepositStatus | null,
  to: BookingStatus,
): DepositStatus | null {
  if (deposit === 'paid' && (to === 'canceled' || to === 'declined' || to === 'expired'))
    return 'refunding';
  if (deposit === 'paid' && to === 'no_show') return 'kept';
  if (deposit === 'awaiting' && (to === 'canceled' || to === 'expired')) return 'unpaid';
  return deposit;
}

/** The idempotency key of a booking's deposit refund: one refund per booking, however often tried. */
export const depositRefundKey = (reservationId: string) => `deposit:${reservationId}`;
export const reservationIdOfDepositKey = (key: string | null): string | null =>
  key?.startsWith('deposit:') ? key.slice('deposit:'.length) : null;

/** A booking's deposit as every screen shows it. */
export const depositViewSchema = z.object({
  amountMinor: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  /** While awaiting: when the hold lapses (ISO instant). */
  holdUntil: z.string().nullable(),
});
export type DepositView = z.infer<typeof depositViewSchema>;

/** 'HH:MM' of an instant on the restaurant's clock. */
export const clockTime = (iso: string, timeZone: string) => zonedNow(new Date(iso), timeZone).time;

/**
 * What the owner types as the amount per guest: blank or 0 is "no deposits", otherwise money as
 * prices are typed ("5000", "5,000.00", "NGN 5,000"); null when it cannot be read.
 */
export function parseDepositInput(text: string): number | null {
  if (/^\s*[-+\u2212]/.test(text)) return null;
  const read = parsePriceDelta(text);
  return read.ok ? read.minor : null;
}

const money = (minor: number) => formatMoney(minor);

export const depositTexts = {
  settingsFromParty: 'Deposit from (guests)',
  settingsFromPartyHint: 'Parties of this size or more pay a deposit when booking.',
  settingsPerGuest: 'Deposit per guest (NGN)',
  settingsPerGuestHint: '0 asks no deposit. Taken by card, refunded on a cancel in time.',
  settingsPerGuestInvalid: 'Please type an amount such as 5000 or 5,000.00 (0 for none).',
  /** The wizard's words before booking: the amount, the hold, when it comes back. */
  wizardNotice: (perGuestMinor: number, guests: number, cutoffHours: number) =>
    `Parties of this size pay a deposit of ${money(perGuestMinor)} per guest: ${money(perGuestMinor * guests)} for ${guests}, by card when you book. We hold the table ${DEPOSIT_HOLD_MINUTES} minutes while you pay. It is refunded in full if you cancel online ${cutoffHours === 0 ? 'before the booking starts' : `up to ${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'} before`}, or if the restaurant declines or cancels the booking; it is kept if nobody comes.`,
  wizardFromParty: (fromParty: number, perGuestMinor: number) =>
    `Parties of ${fromParty} or more pay a deposit of ${money(perGuestMinor)} per guest when booking.`,
  reserveAndPay: (totalMinor: number) => `Reserve and pay ${money(totalMinor)}`,
  heldTitle: 'Your table is held while you pay the deposit',
  heldUntil: (time: string, totalMinor: number) =>
    `We hold the table until ${time} (restaurant time). Pay the deposit of ${money(totalMinor)} to book it; we e-mail you once it is paid.`,
  payButton: (totalMinor: number) => `Pay the deposit, ${money(totalMinor)}`,
  cancelHold: 'Cancel this booking',
  holdCanceled: 'The booking is canceled and the table released. Nothing was charged.',
  verifying: 'Checking your payment…',
  paid: (totalMinor: number) => `Deposit of ${money(totalMinor)} paid.`,
  paidHere: 'Deposit paid: your booking went through, and we have e-mailed you.',
  checkoutClosed:
    'The payment window was closed. Your table is still held for a few minutes: pay the deposit to book it.',
  transferPending:
    'Your bank transfer awaits the bank. A transfer can take longer than we hold the table: if the table is released first, the money is refunded in full.',
  released: 'The table was released because the deposit was not paid in time. Please book again.',
  /**
   * A deposit's amount and state, as shown under a "Deposit" label: the diner's words
   * (`forDiner`) or the staff's, with the hold's end on the restaurant's clock while awaited.
   */
  value: (d: DepositView, options: { forDiner?: boolean; timeZone?: string } = {}) => {
    const amount = money(d.amountMinor);
    const { forDiner = false, timeZone } = options;
    switch (d.status) {
      case 'awaiting':
        return `${amount}, ${forDiner ? 'to pay' : 'awaited'}${d.holdUntil && timeZone ? ` (held until ${clockTime(d.holdUntil, timeZone)})` : ''}`;
      case 'paid':
        return `${amount}, paid`;
      case 'refunding':
        return `${amount}, ${forDiner ? 'on its way back to your card' : 'being refunded'}`;
      case 'refunded':
        return `${amount}, refunded`;
      case 'kept':
        return `${amount}, kept (${forDiner ? 'missed booking' : 'no-show'})`;
      case 'unpaid':
        return `${amount}, not paid`;
    }
  },
  /** The host's line about a booking's deposit, where no label says what it is. */
  staffLine: (d: DepositView, timeZone: string) => `Deposit ${depositTexts.value(d, { timeZone })}`,
  hostDeclineRefunds: (amountMinor: number) =>
    `The guest's deposit of ${money(amountMinor)} is refunded in full to their card.`,
  /** The cancel dialog's promise, before the guest confirms. */
  cancelRefunds: (amountMinor: number) =>
    `Your deposit of ${money(amountMinor)} is refunded in full to your card.`,
  // Mails
  mailPaid: (amountMinor: number) =>
    `Deposit paid: ${money(amountMinor)}. It is refunded in full if you cancel online before the cutoff, or if the restaurant declines or cancels; it is kept if nobody comes.`,
  mailRefund: (amountMinor: number) =>
    `Your deposit of ${money(amountMinor)} is refunded in full to your card. Depending on your bank, it can take a few working days to arrive.`,
  mailDetail: 'Deposit',
  mailValue: (d: DepositView) =>
    `${money(d.amountMinor)}, ${d.status === 'refunding' || d.status === 'refunded' ? 'refunded in full' : d.status === 'kept' ? 'kept' : d.status === 'paid' ? 'paid' : 'not paid'}`,
  // Refusals
  notAwaiting: 'This booking is not waiting for a deposit.',
  alreadyPaid: 'The deposit of this booking is paid.',
  refundedReleased: (amountMinor: number) =>
    `Your table had been released before your deposit of ${money(amountMinor)} arrived, so it is refunded in full. Please book again.`,
  refundedCanceled: (amountMinor: number) =>
    `The booking had ended before your deposit of ${money(amountMinor)} arrived, so it is refunded in full.`,
  refundedTwice: (amountMinor: number) =>
    `The deposit of this booking was paid already, so this second payment of ${money(amountMinor)} is refunded in full.`,
  partyNeedsDeposit: (fromParty: number, phone: string) =>
    `Parties of ${fromParty} or more pay a deposit when booking: to make this booking that large, please book it anew or call us on ${phone}.`,
  refundMailTitle: 'Your deposit is refunded',
  refundMailSubject: (restaurant: string) => `Your deposit at ${restaurant} is refunded`,
} as const;
