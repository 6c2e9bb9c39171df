import { mailOutbox } from '@server/mail/schema';
import { payments, refunds } from '@server/payments/schema';
import { reservations } from '@server/reservations/schema';
import type { StartedPayment } from '@shared/checkout';
import type { Reservation } from '@shared/reservations';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chargeSandbox } from './payments';
import { bookingInput, mailsSettled, signedInCustomer } from './reservations';
import { saveBookingRules } from './settings';
import type { TestApp, TestClient } from './test-app';

/** Booking deposits in tests: NGN 5,000.00 a guest from parties of 6. */
export const PER_GUEST_MINOR = 5_000_00;
export const FROM_PARTY = 6;

/** Turns deposits on (and lifts the account cap, so one test file books freely). */
export const depositsOn = (t: TestApp, changes: Parameters<typeof saveBookingRules>[1] = {}) =>
  saveBookingRules(t, {
    depositFromParty: FROM_PARTY,
    depositPerGuestMinor: PER_GUEST_MINOR,
    maxActiveBookings: 50,
    ...changes,
  });

/** A new diner books a party of `guests` (a deposit is asked from FROM_PARTY). */
export async function bookParty(
  t: TestApp,
  slot: { date: string; time: string },
  guests = FROM_PARTY,
): Promise<{ client: TestClient; email: string; reservation: Reservation }> {
  const { client, customer } = await signedInCustomer(t);
  const made = await client.post('/api/reservations', bookingInput({ ...slot, guests }));
  expect(made.statusCode, made.body).toBe(201);
  return { client, email: customer.email, reservation: made.json().reservation };
}

export async function startDeposit(client: TestClient, id: string): Promise<StartedPayment> {
  const started = await client.post(`/api/reservations/${id}/deposit`, {});
  expect(started.statusCode, started.body).toBe(201);
  return started.json();
}

export const verifyDeposit = (client: TestClient, id: string, reference: string) =>
  client.post(`/api/reservations/${id}/deposit/${reference}/verify`, {});

/** Pays the booking's deposit in the sandbox's frame and verifies it, as the wizard does. */
export async function payDepositInSandbox(t: TestApp, client: TestClient, id: string) {
  const started = await startDeposit(client, id);
  const charged = await chargeSandbox(client, started.accessCode);
  expect(charged.statusCode, charged.body).toBeLessThan(300);
  const verified = await verifyDeposit(client, id, started.reference);
  expect(verified.statusCode, verified.body).toBe(200);
  await mailsSettled(t);
  return { started, verified: verified.json() };
}

export const bookingRow = async (t: TestApp, id: string) =>
  (await t.db.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

/** Every refund made on the payments of booking `id` (its deposit's and any refused ones). */
export async function refundsOfBooking(t: TestApp, id: string) {
  const db = t.db.database.db;
  const paid = await db.select().from(payments).where(eq(payments.reservationId, id));
  const rows = [];
  for (const p of paid)
    rows.push(...(await db.select().from(refunds).where(eq(refunds.paymentId, p.id))));
  return rows;
}

/** The mails written to `email`, oldest first, once every delivery was tried. */
export async function mailsTo(t: TestApp, email: string) {
  await mailsSettled(t);
  return t.db.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.createdAt));
}
