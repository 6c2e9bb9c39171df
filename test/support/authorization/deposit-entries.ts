import { reservations } from '@server/reservations/schema';
import { addDays } from '@shared/reservations';
import { chargeSandbox } from '@test/support/payments';
import { expect } from 'vitest';
import { type Ctx, customer, type Entry, json, reservationInput, weekAhead } from './kit';

/**
 * Booking deposits: a customer's own booking waiting for its deposit. Each
 * caller gets a fresh hold of A's, written straight to the table (booking a party of 6 through
 * the API for every caller would fill the sitting), on a past day of its own: holds count against
 * A's cap of upcoming bookings, which the other entries' bookings need.
 */
let dayOffset = 1;
const holdOfA = async (c: Ctx) => {
  const [row] = await c.t.db.database.db
    .insert(reservations)
    .values({
      ...reservationInput(),
      userId: c.accounts.a.id,
      email: c.accounts.a.email,
      reservationDate: addDays(weekAhead(), -7 - dayOffset++),
      reservationTime: '20:00',
      guests: 6,
      status: 'awaiting_deposit',
      depositMinor: 30_000_00,
      depositStatus: 'awaiting',
      expiresAt: new Date(Date.now() + 15 * 60_000),
    })
    .returning();
  return { id: row!.id };
};
/** A hold of A's and a deposit payment A started and paid in the sandbox. */
const paidHoldOfA = async (c: Ctx) => {
  const { id } = await holdOfA(c);
  const started = await c.clients.a.post(`/api/reservations/${id}/deposit`, {});
  expect(started.statusCode, started.body).toBe(201);
  const { reference, accessCode } = json(started);
  expect((await chargeSandbox(c.clients.a, accessCode)).statusCode).toBeLessThan(300);
  return { id, reference };
};
/** The same, verified by A (the sandbox's own notice comes a moment later). */
const settledHoldOfA = async (c: Ctx) => {
  const hold = await paidHoldOfA(c);
  const verified = await c.clients.a.post(
    `/api/reservations/${hold.id}/deposit/${hold.reference}/verify`,
    {},
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return hold;
};

export const depositEntries: Record<string, Entry> = {
  'POST /api/reservations/{id}/deposit': {
    expect: customer(201, 404),
    setup: holdOfA,
    call: (_c, _r, v) => ({ url: `/api/reservations/${v.id}/deposit` }),
    check: (_c, _r, response) => expect(json(response).amountMinor).toBe(30_000_00),
  },
  'POST /api/reservations/{id}/deposit/{reference}/verify': {
    expect: customer(200, 404),
    setup: paidHoldOfA,
    call: (_c, _r, v) => ({ url: `/api/reservations/${v.id}/deposit/${v.reference}/verify` }),
    check: (_c, _r, response) => expect(json(response).reservation.deposit.status).toBe('paid'),
  },
  'GET /api/reservations/{id}/deposit/{reference}': {
    expect: customer(200, 404),
    setup: settledHoldOfA,
    call: (_c, _r, v) => ({ url: `/api/reservations/${v.id}/deposit/${v.reference}` }),
    check: (_c, _r, response) => expect(json(response).payment.status).toBe('successful'),
  },
};
