import { type BookingRules, pendingExpiresAt } from '@shared/booking-rules';
import { depositFor, depositHoldEndsAt } from '@shared/deposits';
import type { ReservationValues } from '@shared/reservations';
import type { NewReservation } from './repository';

/** How a new online booking starts, and whether its guest and the staff are told now. */
export type BookingTerms = Pick<
  NewReservation,
  'status' | 'expiresAt' | 'depositMinor' | 'depositStatus'
> & {
  /** False for a booking waiting for its deposit: its mails go out once the deposit is paid. */
  tellNow: boolean;
};

/**
 * The status a booking made at `made` starts in: waiting for its deposit when the party owes one
 * (the table is held for the short hold, no mail yet), else pending until the
 * restaurant confirms (or confirmed at once when bookings confirm themselves).
 */
export function bookingTerms(
  input: Pick<ReservationValues, 'date' | 'time' | 'guests'>,
  rules: BookingRules,
  made: Date,
  timeZone: string,
  autoConfirm: boolean,
): BookingTerms {
  const deposit = depositFor(input.guests, rules);
  if (deposit > 0)
    return {
      status: 'awaiting_deposit',
      expiresAt: depositHoldEndsAt(made, input.date, input.time, timeZone),
      depositMinor: deposit,
      depositStatus: 'awaiting',
      tellNow: false,
    };
  return {
    status: autoConfirm ? 'confirmed' : 'pending',
    expiresAt: autoConfirm
      ? null
      : pendingExpiresAt(made, input.date, input.time, timeZone, rules.pendingExpiryHours),
    depositMinor: null,
    depositStatus: null,
    tellNow: true,
  };
}
