import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  canMove,
  editable,
  holdsTable,
  hostActions,
  statusChangeSchema,
} from './booking-stages';

/** Every allowed move between the booking stages, written out pair by pair. */
const ALLOWED = new Set([
  // A party owing a deposit waits for it, then goes on as any booking.
  'awaiting_deposit>pending',
  'awaiting_deposit>confirmed',
  'awaiting_deposit>canceled',
  'awaiting_deposit>expired',
  'pending>confirmed',
  'pending>declined',
  'pending>canceled',
  'pending>expired',
  'confirmed>seated',
  'confirmed>no_show',
  'confirmed>canceled',
  'seated>completed',
]);

describe('booking stages', () => {
  const pairs = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.map((to) => [from, to] as [BookingStatus, BookingStatus]),
  );
  it.each(pairs)('%s -> %s is allowed only when ALLOWED lists it', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('the host never gets an expiry button, and finished bookings get none', () => {
    expect(hostActions('pending')).toEqual(['confirmed', 'declined', 'canceled']);
    expect(hostActions('confirmed')).toEqual(['seated', 'no_show', 'canceled']);
    expect(hostActions('seated')).toEqual(['completed']);
    // Only its payment moves an unpaid hold on; the host may free the table.
    expect(hostActions('awaiting_deposit')).toEqual(['canceled']);
    expect(editable('awaiting_deposit')).toBe(false);
    expect(editable('pending')).toBe(true);
    for (const done of ['completed', 'declined', 'canceled', 'expired', 'no_show'] as const)
      expect(hostActions(done)).toEqual([]);
  });

  it('a deposit hold, pending, confirmed and seated hold a table; the rest free it', () => {
    expect(BOOKING_STATUSES.filter(holdsTable)).toEqual([
      'awaiting_deposit',
      'pending',
      'confirmed',
      'seated',
    ]);
  });

  it('a decline needs a reason of at most 200 characters', () => {
    expect(statusChangeSchema.safeParse({ to: 'declined' }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ to: 'declined', reason: '  ' }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ to: 'declined', reason: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(statusChangeSchema.safeParse({ to: 'declined', reason: 'Full tonight' }).success).toBe(
      true,
    );
    expect(statusChangeSchema.safeParse({ to: 'expired' }).success).toBe(false);
  });
});
