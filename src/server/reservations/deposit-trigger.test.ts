import { createCustomer } from '@server/seed/factories';
import { BOOKING_STATUSES, type BookingStatus, canMove } from '@shared/booking-stages';
import { type DepositStatus, depositAfterMove } from '@shared/deposits';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from './schema';

const PAYMENT = '6f1c1f0e-2b9a-4d3e-9a55-0c6f4a1d2b3c';

/**
 * The database keeps a booking's deposit in step with its status (migration 0041), whoever
 * writes the status: for every move the stages allow, the trigger gives what the shared rule
 * `depositAfterMove` says, and a hold cannot leave 'awaiting_deposit' for a held status unpaid.
 */
describe.each(testDatabaseKinds())('the deposit trigger on %s', (kind) => {
  let t: TestApp;
  let userId: string;
  const db = () => t.db.database.db;

  const insert = async (status: BookingStatus, deposit: DepositStatus | null) => {
    const input = bookingInput();
    const [row] = await db()
      .insert(reservations)
      .values({
        userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: 'trigger@example.com',
        phone: input.phone,
        reservationDate: input.date,
        reservationTime: input.time,
        guests: 6,
        status,
        depositMinor: deposit ? 30_000_00 : null,
        depositStatus: deposit,
        depositPaymentId: deposit && deposit !== 'awaiting' ? PAYMENT : null,
        ...(status === 'declined' ? { declineReason: 'Full' } : {}),
      })
      .returning();
    return row!;
  };

  /** The database's words for a refused write (the driver wraps them in its own error). */
  const refusal = (write: PromiseLike<unknown>) =>
    Promise.resolve(write).then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    userId = (await createCustomer(t.services)).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Every allowed move from a status that can hold a deposit, with the deposit it may hold. */
  const starts: Array<[BookingStatus, DepositStatus | null]> = [
    ['awaiting_deposit', 'awaiting'],
    ['pending', 'paid'],
    ['pending', null],
    ['confirmed', 'paid'],
    ['confirmed', null],
    ['seated', 'paid'],
  ];
  const cases = starts.flatMap(([from, deposit]) =>
    BOOKING_STATUSES.filter((to) => canMove(from, to)).map((to) => [from, deposit, to] as const),
  );

  it.each(cases)('%s with a deposit %s → %s', async (from, deposit, to) => {
    const row = await insert(from, deposit);
    const write = db()
      .update(reservations)
      .set({ status: to, ...(to === 'declined' ? { declineReason: 'Full' } : {}) })
      .where(eq(reservations.id, row.id))
      .returning();
    if (from === 'awaiting_deposit' && (to === 'pending' || to === 'confirmed')) {
      // Only with the deposit paid in the same write (deposits' markPaid).
      expect(await refusal(write)).toContain('reservations_deposit_shape');
      return;
    }
    const [after] = await write;
    expect(after!.depositStatus).toBe(depositAfterMove(deposit, to));
    if (after!.depositStatus === 'refunding') expect(after!.depositRefundDueAt).not.toBeNull();
    else expect(after!.depositRefundDueAt).toBeNull();
  });

  it('refuses a paid deposit without its payment, and a hold without a deposit', async () => {
    const row = await insert('pending', 'paid');
    const unpaid = db()
      .update(reservations)
      .set({ depositPaymentId: null })
      .where(eq(reservations.id, row.id));
    expect(await refusal(unpaid)).toContain('reservations_deposit_paid_by');
    expect(await refusal(insert('awaiting_deposit', null))).toContain('reservations_deposit_shape');
    expect(await refusal(insert('pending', 'awaiting'))).toContain('reservations_deposit_shape');
  });
});
