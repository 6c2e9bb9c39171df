import { z } from 'zod';

/**
 * The life of a booking: who may move it where. The host's day view shows
 * only the buttons this table allows; the server applies the same table under a compare-and-set
 * and the database refuses any other move by trigger (drizzle/0031_host_day.sql).
 *
 *   awaiting_deposit -> pending | confirmed (its deposit paid) | canceled | expired (the sweep only)
 *   pending   -> confirmed | declined | canceled | expired (the sweep only)
 *   confirmed -> seated | no_show | canceled
 *   seated    -> completed
 *   a walk-in starts seated; a party owing a deposit starts awaiting_deposit.
 */
export const BOOKING_STATUSES = [
  'awaiting_deposit',
  'pending',
  'confirmed',
  'seated',
  'completed',
  'declined',
  'canceled',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  awaiting_deposit: ['pending', 'confirmed', 'canceled', 'expired'],
  pending: ['confirmed', 'declined', 'canceled', 'expired'],
  confirmed: ['seated', 'no_show', 'canceled'],
  seated: ['completed'],
  completed: [],
  declined: [],
  canceled: [],
  expired: [],
  no_show: [],
};

export const canMove = (from: BookingStatus, to: BookingStatus): boolean =>
  BOOKING_MOVES[from].includes(to);

/**
 * The statuses that hold a table or seats. Seated occupies like confirmed; a booking waiting for
 * its deposit holds its table for the short hold (shared/deposits.ts). Completed, no-show,
 * declined, canceled and expired free the table at once: a party leaves when it is completed, and
 * the part of its stay already gone is in the past, which no booking, edit or walk-in can take
 * (docs/decisions/049-the-hosts-day.md).
 */
export const HOLDING_STATUSES = ['awaiting_deposit', 'pending', 'confirmed', 'seated'] as const;
export const holdsTable = (status: BookingStatus): boolean =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

/** What the host may ask for (expired is the sweep's alone). */
export const HOST_TARGETS = [
  'confirmed',
  'declined',
  'seated',
  'completed',
  'no_show',
  'canceled',
] as const;
export type HostTarget = (typeof HOST_TARGETS)[number];

/**
 * Whether the host may move a booking: along the table, except a booking waiting for its
 * deposit, which only its payment moves on (the host may cancel it to free the table).
 */
export const hostMayMove = (from: BookingStatus, to: BookingStatus): boolean =>
  canMove(from, to) && (from !== 'awaiting_deposit' || to === 'canceled');

/** The host's buttons for a booking in `status`, in the order the screen shows them. */
export const hostActions = (status: BookingStatus): HostTarget[] =>
  HOST_TARGETS.filter((to) => hostMayMove(status, to));

/** Statuses the host may still edit (time, party, table): held ones past their deposit hold. */
export const editable = (status: BookingStatus): boolean =>
  holdsTable(status) && status !== 'awaiting_deposit';

export const DECLINE_REASON_MAX = 200;

export const bookingStageTexts = {
  labels: {
    awaiting_deposit: 'Awaiting deposit',
    pending: 'Pending',
    confirmed: 'Confirmed',
    seated: 'Seated',
    completed: 'Completed',
    declined: 'Declined',
    canceled: 'Canceled',
    expired: 'Expired',
    no_show: 'No-show',
  } satisfies Record<BookingStatus, string>,
  /** What a diner reads on their bookings page. */
  dinerLabels: {
    awaiting_deposit: 'Deposit to pay',
    pending: 'Pending',
    confirmed: 'Confirmed',
    seated: 'At your table',
    completed: 'Visited',
    declined: 'Declined by the restaurant',
    canceled: 'Canceled',
    expired: 'Expired',
    no_show: 'Missed',
  } satisfies Record<BookingStatus, string>,
  buttons: {
    confirmed: 'Confirm',
    declined: 'Decline',
    seated: 'Seat',
    completed: 'Complete',
    no_show: 'No-show',
    canceled: 'Cancel',
  } satisfies Record<HostTarget, string>,
  reasonRequired: 'Please give the guest a reason for declining.',
  reasonTooLong: `A reason can be at most ${DECLINE_REASON_MAX} characters long.`,
  cannotMove: (from: BookingStatus, to: BookingStatus) =>
    `This booking is ${bookingStageTexts.labels[from].toLowerCase()} and cannot be marked ${bookingStageTexts.labels[to].toLowerCase()}.`,
  notEditable: (status: BookingStatus) =>
    `This booking is ${bookingStageTexts.labels[status].toLowerCase()} and can no longer be changed.`,
  editNoFit: 'That change does not fit: the table is taken at that time or does not fit the party.',
  editNoSeats: 'That change does not fit: not enough seats are left in that sitting.',
  walkInNoFit: 'No free table fits this party now.',
  nothingToChange: 'Please change the time, the party or the table.',
} as const;

export const statusChangeSchema = z
  .strictObject({
    to: z.enum(HOST_TARGETS),
    reason: z.string().trim().max(DECLINE_REASON_MAX, bookingStageTexts.reasonTooLong).optional(),
  })
  .refine((b) => b.to !== 'declined' || (b.reason ?? '').length > 0, {
    message: bookingStageTexts.reasonRequired,
    path: ['reason'],
  });
export type StatusChange = z.output<typeof statusChangeSchema>;
