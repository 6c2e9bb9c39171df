import { z } from 'zod';
import { nameRules } from './names';
import {
  calendarDateSchema,
  contactSchema,
  MAX_GUESTS,
  MIN_GUESTS,
  RESERVATION_NAME_MAX,
  reservationSchema,
  reservationTexts,
  SPECIAL_REQUESTS_MAX,
  slotSchema,
} from './reservations';
import { tableSchema, tableTexts } from './tables';

/**
 * The host's day view: the day's tables and bookings (every status), covers
 * per slot, and the host's edits and walk-ins. The stages themselves are booking-stages.ts.
 */

const party = z
  .number({ error: reservationTexts.guestsRange })
  .int(reservationTexts.guestsRange)
  .min(MIN_GUESTS, reservationTexts.guestsRange)
  .max(MAX_GUESTS, reservationTexts.guestsRange);

export const hostDayQuerySchema = z.object({ date: calendarDateSchema.optional() });

export const bookingEditSchema = z
  .strictObject({
    date: slotSchema.shape.date.optional(),
    time: slotSchema.shape.time.optional(),
    partySize: party.optional(),
    tableId: z.uuid(tableTexts.notFound).optional(),
  })
  .refine((e) => Object.values(e).some((v) => v !== undefined), {
    message: 'Please change the time, the party or the table.',
  });
export type BookingEdit = z.output<typeof bookingEditSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v ?? '');

export const walkInSchema = z.strictObject({
  partySize: party,
  name: nameRules(z.string().trim().max(RESERVATION_NAME_MAX, reservationTexts.nameTooLong))
    .optional()
    .transform((v) => v ?? ''),
  /** Optional, but a number when given (the same rule as the booking form). */
  phone: z
    .union([z.literal(''), contactSchema.shape.phone])
    .optional()
    .transform((v) => v ?? ''),
  tableId: z.uuid(tableTexts.notFound).optional(),
  note: optionalText(SPECIAL_REQUESTS_MAX, reservationTexts.specialRequestsTooLong),
});
export type WalkIn = z.output<typeof walkInSchema>;

/** One booking on the day: the reservation, the tables it holds and its span in minutes. */
export const dayBookingSchema = reservationSchema.extend({
  tableIds: z.array(z.string()),
  /** Minutes from the day's midnight; the end may pass 1440 (after midnight). */
  startsMin: z.number(),
  endsMin: z.number(),
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

export const hostDaySchema = z.object({
  date: z.string(),
  /** Today on the restaurant's clock, and its time now ('HH:MM'): the timeline's "now" line. */
  today: z.string(),
  now: z.string(),
  byTables: z.boolean(),
  slotInterval: z.number(),
  tables: z.array(tableSchema),
  bookings: z.array(dayBookingSchema),
  /** Guests arriving per slot (bookings that were or are expected: not declined, canceled, expired or no-show). */
  covers: z.array(z.object({ time: z.string(), covers: z.number(), bookings: z.number() })),
});
export type HostDay = z.infer<typeof hostDaySchema>;

/** Whether a booking's guests count in the covers (a freed booking brings nobody). */
export const countsAsCovers = (status: DayBooking['status']) =>
  status === 'pending' || status === 'confirmed' || status === 'seated' || status === 'completed';

/** Guests per slot of `interval` minutes, by arrival time, from the bookings that count. */
export function coversPerSlot(
  bookings: readonly Pick<DayBooking, 'status' | 'guests' | 'startsMin'>[],
  interval: number,
): HostDay['covers'] {
  const slots = new Map<number, { covers: number; bookings: number }>();
  for (const b of bookings) {
    if (!countsAsCovers(b.status)) continue;
    const slot = Math.floor(b.startsMin / interval) * interval;
    const found = slots.get(slot) ?? { covers: 0, bookings: 0 };
    slots.set(slot, { covers: found.covers + b.guests, bookings: found.bookings + 1 });
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([min, v]) => ({ time: `${pad(Math.floor(min / 60) % 24)}:${pad(min % 60)}`, ...v }));
}

export const hostDayTexts = {
  title: "Today's floor",
  /** The heading when another day is shown (walk-ins, which are now, are today's only). */
  otherDayTitle: 'Bookings of the day',
  openLink: 'Day view',
  walkIn: 'Walk-in',
  walkInName: 'Walk-in',
  noBookings: 'No bookings on this day yet.',
  loadError: 'We could not load the day. Please try again.',
  covers: 'Covers',
  edit: 'Edit',
  save: 'Save',
  close: 'Close',
  reason: 'Reason for the guest',
  anyTable: 'Any free table',
  seated: 'Walk-in seated.',
  changed: 'Booking changed.',
  /** One toast for the host's status moves, updated in place: quick clicks do not stack up. */
  statusChanged: (guest: string, status: string) => `${guest}: ${status.toLowerCase()}.`,
} as const;
