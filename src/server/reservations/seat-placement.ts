import { AppError } from '@server/errors';
import { type ReservationValues, reservationTexts as t } from '@shared/reservations';
import { type BookedSeats, fits, slotsForDate } from './availability';
import type { Placement } from './repository';
import type { WaitlistHolds } from './waitlist-holds';

/** The seats per sitting rule (no tables listed): the slots of a day and the booking's placement. */
export function seatRules(deps: {
  heldSeats: (date: string) => Promise<BookedSeats[]>;
  holds: WaitlistHolds;
  sittingsOf: (date: string) => Promise<Set<string>>;
  capacity: number;
  clock: () => Date;
  restaurantNow: () => { date: string; time: string };
}) {
  const { holds, sittingsOf, capacity, clock, restaurantNow } = deps;
  const repo = { heldSeats: deps.heldSeats };
  /** The fixed sittings inside the reservation hours, by seats left (no tables listed). */
  const seatSlots = async (day: string, now: { date: string; time: string }) => {
    const bookings = [...(await repo.heldSeats(day)), ...(await holds.seats(day, clock()))];
    const open = await sittingsOf(day);
    return slotsForDate({ date: day, bookings, capacity, now }).filter((s) => open.has(s.time));
  };

  /** The seat rule of a sitting (no tables listed): checked again under the slot's lock. */
  const seatPlacement = async (input: ReservationValues): Promise<Placement> => {
    if (input.guests > capacity) {
      const message = t.seatsLeft(capacity, input.time);
      throw new AppError('invalid', message, { guests: message });
    }
    // A sitting outside the reservation hours, or on a closure day, is not offered: taken as gone.
    if (!(await sittingsOf(input.date)).has(input.time))
      throw new AppError('conflict', t.slotUnavailable);
    return {
      kind: 'seats',
      // "Now" is read again inside the lock: a slot that started meanwhile is no longer offered.
      decide: (bookings) =>
        fits(
          slotsForDate({ date: input.date, bookings, capacity, now: restaurantNow() }).find(
            (s) => s.time === input.time,
          ),
          input.guests,
        ),
    };
  };
  return { seatSlots, seatPlacement };
}
