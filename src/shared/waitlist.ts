import { z } from 'zod';
import { formatReservationDate } from './calendar-dates';
import {
  contactSchema,
  MAX_GUESTS,
  MIN_GUESTS,
  reservationTexts,
  slotSchema,
} from './reservations';
import { assignTables, type DiningTable, type TableBooking } from './tables';

/**
 * The waitlist: a diner waits for a full slot (day, time, party); when seats
 * free up the first waiting diner whose party now fits is offered the slot, held for them for
 * OFFER_HOLD_MINUTES. Who gets an offer is the pure rule below, tested as a table.
 */

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The statuses that still count as "on the waitlist" (one per account and slot). */
export const ACTIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const;
export const OFFER_HOLD_MINUTES = 15;
/** The signed link's purpose: a token for one offer opens nothing else. */
export const WAITLIST_OFFER_PURPOSE = 'waitlist-offer';

export const waitlistTexts = {
  join: 'Join the waitlist',
  joinHint: (time: string, guests: number) =>
    `${time} is full for ${guests}. Join the waitlist and we will e-mail you if a table frees up.`,
  joined: 'You are on the waitlist. We will e-mail you as soon as a table frees up.',
  alreadyWaiting: 'You are already on the waitlist for this time.',
  notFull: 'This time still has a free table: please book it instead.',
  signInToJoin: 'Sign in to join the waitlist.',
  mustVerify: 'Please verify your e-mail address first: the offer is mailed to it.',
  notFound: 'Waitlist entry not found.',
  leave: 'Leave the waitlist',
  left: 'You left the waitlist.',
  listTitle: 'Your waitlist',
  offerTitle: 'A table is free',
  offerGone: 'This offer has expired or was already used. You can still look for another time.',
  offerNotYours:
    'This offer was sent to another account. Please sign in with the one it was mailed to.',
  book: 'Book this table',
  booked: 'Your table is booked.',
  offerLine: (date: string, time: string, guests: number) =>
    `A table is free: ${formatReservationDate(date)} at ${time} for ${guests}.`,
  heldUntil: (time: string) => `It is held for you until ${time}.`,
  labels: {
    waiting: 'Waiting',
    offered: 'Offered to you',
    booked: 'Booked',
    expired: 'Expired',
    left: 'Left',
  } satisfies Record<WaitlistStatus, string>,
} as const;

const guests = z
  .number({ error: reservationTexts.guestsRange })
  .int(reservationTexts.guestsRange)
  .min(MIN_GUESTS, reservationTexts.guestsRange)
  .max(MAX_GUESTS, reservationTexts.guestsRange);

/** Joining: the slot, the party and the contact the booking will carry when it is offered. */
export const waitlistJoinSchema = z.strictObject({
  ...contactSchema.shape,
  ...slotSchema.shape,
  guests,
});
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  /** While offered: until when ('HH:MM' in the restaurant's zone) and as an instant. */
  heldUntil: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryResponseSchema = z.object({ entry: waitlistEntrySchema });
export const waitlistListSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export const waitlistIdParamsSchema = z.object({ id: z.uuid(waitlistTexts.notFound) });
/** The signed offer token: in the query or body (it is longer than a path parameter may be). */
export const waitlistTokenSchema = z.object({
  token: z.string().min(1, waitlistTexts.offerGone).max(400, waitlistTexts.offerGone),
});

/** A waiting entry as the offer rule sees it: the oldest first. */
export interface WaitingSlot {
  id: string;
  startMin: number;
  party: number;
}

/**
 * Who is offered, by tables: walking the waiting entries oldest first, each one whose party a
 * table (or joinable pair) now seats for its stay gets those tables, which then count as taken
 * for the entries after it. `bookings` must already hold the live offers' tables.
 */
export function chooseTableOffers(input: {
  waiting: readonly WaitingSlot[];
  tables: readonly DiningTable[];
  bookings: readonly TableBooking[];
  stayFor: (party: number) => number;
}): { id: string; tableIds: string[]; stay: number }[] {
  const held: TableBooking[] = [...input.bookings];
  const offers: { id: string; tableIds: string[]; stay: number }[] = [];
  for (const entry of input.waiting) {
    const stay = input.stayFor(entry.party);
    const tableIds = assignTables({
      tables: input.tables,
      bookings: held,
      party: entry.party,
      start: entry.startMin,
      stay,
    });
    if (!tableIds) continue;
    offers.push({ id: entry.id, tableIds, stay });
    held.push({ tableIds, start: entry.startMin, stay });
  }
  return offers;
}

/**
 * Who is offered, by seats per sitting: oldest first, each entry whose party fits the seats its
 * sitting has left (held bookings and live offers counted in `held`) takes them.
 */
export function chooseSeatOffers(input: {
  waiting: readonly WaitingSlot[];
  held: ReadonlyMap<number, number>;
  capacity: number;
}): string[] {
  const held = new Map(input.held);
  const offers: string[] = [];
  for (const entry of input.waiting) {
    const taken = held.get(entry.startMin) ?? 0;
    if (taken + entry.party > input.capacity) continue;
    offers.push(entry.id);
    held.set(entry.startMin, taken + entry.party);
  }
  return offers;
}
