import { z } from 'zod';

/**
 * The life of a booking (issue 18 item 4): who may move it where. The host's day view shows
 * only the buttons this table allows; the server applies the same table under a compare-and-set
 * and the database refuses any other move by trigger (drizzle/0031_host_day.sql).
 *
 *   pending   -> confirmed | declined | canceled | expired (the sweep only)
 *   confirmed -> seated | no_show | canceled
 *   seated    -> completed
 *   a walk-in starts seated.
 */
export const BOOKING_STATUSES = [
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
 * The statuses that hold a table or seats. Seated occupies like confirmed. Completed, no-show,
 * declined, canceled and expired free the table at once: a party leaves when it is completed, and
 * the part of its stay already gone is in the past, which no booking, edit or walk-in can take
 * (docs/decisions.md § The host's day).
 */
export const HOLDING_STATUSES = ['pending', 'confirmed', 'seated'] as const;
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

/** The host's buttons for a booking in `status`, in the order the screen shows them. */
export const hostActions = (status: BookingStatus): HostTarget[] =>
  HOST_TARGETS.filter((to) => canMove(status, to));

/** Statuses the host may still edit (time, party, table). */
export const editable = (status: BookingStatus): boolean => holdsTable(status);

export const DECLINE_REASON_MAX = 200;

export const bookingStageTexts = {
  labels: {
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
