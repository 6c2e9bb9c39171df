import { payments } from '@server/payments/schema';
import { depositRefundKey, depositTexts } from '@shared/deposits';
import { formatMoney } from '@shared/money';
import { addDays, reservationTexts as rt } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingRow,
  bookParty,
  depositsOn,
  FROM_PARTY,
  mailsTo,
  PER_GUEST_MINOR,
  payDepositInSandbox,
  refundsOfBooking,
  startDeposit,
  verifyDeposit,
} from '@test/support/deposits';
import { chargeSandbox } from '@test/support/payments';
import { restaurantToday, seatsLeft, signedInAdmin } from '@test/support/reservations';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MINUTE = 60_000;
const DEPOSIT = FROM_PARTY * PER_GUEST_MINOR;

/**
 * Booking deposits through the HTTP API, paid in the sandbox: a party of 6 is
 * held while it pays, the payment moves the booking on once, an unpaid hold goes quietly, and
 * money that can no longer pay a deposit is refunded once.
 */
describe.each(testDatabaseKinds())('booking deposits on %s', (kind) => {
  let t: TestApp;
  let host: TestClient;
  let day = 4;
  /** Each story on a day of its own, so sittings never fill up. */
  const slot = () => ({ date: addDays(restaurantToday(), day++), time: '18:00' });
  /** The sweep as it would run `minutes` from now. */
  const sweepAt = (minutes: number) =>
    t.services.reservations.expirePending(new Date(Date.now() + minutes * MINUTE));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await depositsOn(t);
    host = (await signedInAdmin(t)).client;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('tells the wizard the deposit rule; a party below it books as before', async () => {
    const rules = (await t.client().get('/api/reservations/availability')).json().rules;
    expect(rules).toMatchObject({
      depositFromParty: FROM_PARTY,
      depositPerGuestMinor: PER_GUEST_MINOR,
      changeCutoffHours: 2,
    });
    const { reservation, email } = await bookParty(t, slot(), FROM_PARTY - 1);
    expect(reservation).toMatchObject({ status: 'pending', deposit: null });
    expect((await mailsTo(t, email)).map((m) => m.kind)).toEqual(['reservation_confirmation']);
  });

  it('holds a party of 6 while it pays, mails nothing, and releases the table quietly when unpaid', async () => {
    const at = slot();
    const before = await seatsLeft(t, at.date, at.time);
    const { client, email, reservation } = await bookParty(t, at);
    expect(reservation).toMatchObject({
      status: 'awaiting_deposit',
      deposit: { amountMinor: DEPOSIT, status: 'awaiting' },
    });
    const holdUntil = new Date(reservation.deposit!.holdUntil!).getTime();
    expect(holdUntil).toBeGreaterThan(Date.now() + 14 * MINUTE);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);
    expect(await seatsLeft(t, at.date, at.time)).toBe(before - FROM_PARTY);
    expect(await mailsTo(t, email)).toEqual([]);
    // Only its payment moves it on: neither the list's Confirm nor the host's.
    const confirm = await host.post(`/api/admin/reservations/${reservation.id}/confirm`, {});
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe(rt.awaitingCannotConfirm);
    const moved = await host.post(`/api/admin/reservations/${reservation.id}/status`, {
      to: 'confirmed',
    });
    expect(moved.statusCode).toBe(409);

    expect(await sweepAt(10)).toBe(0);
    expect(await sweepAt(16)).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(t, reservation.id)).toMatchObject({
      status: 'expired',
      depositStatus: 'unpaid',
    });
    expect(await seatsLeft(t, at.date, at.time)).toBe(before);
    expect(await mailsTo(t, email)).toEqual([]);
    const late = await client.post(`/api/reservations/${reservation.id}/deposit`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(depositTexts.released);
  });

  it('the paid deposit books the table once: pending, one mail naming the deposit, no receipt of an order', async () => {
    const { client, email, reservation } = await bookParty(t, slot());
    const { started, verified } = await payDepositInSandbox(t, client, reservation.id);
    expect(started.amountMinor).toBe(DEPOSIT);
    expect(verified).toMatchObject({
      payment: { status: 'successful', amountMinor: DEPOSIT },
      reservation: { status: 'pending', deposit: { status: 'paid', amountMinor: DEPOSIT } },
    });
    // Again, and the recovery loop: nothing more happens.
    expect((await verifyDeposit(client, reservation.id, started.reference)).statusCode).toBe(200);
    await t.services.checkout.recoverPending(new Date(Date.now() + 2 * MINUTE));

    const row = await bookingRow(t, reservation.id);
    expect(row).toMatchObject({ status: 'pending', depositStatus: 'paid' });
    // Now the restaurant's usual time to confirm runs.
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE);
    const [paid] = await t.db.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    expect(paid).toMatchObject({ status: 'successful', reservationId: reservation.id });
    expect(paid!.receiptsQueuedAt).not.toBeNull();
    expect(row.depositPaymentId).toBe(paid!.id);
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['reservation_confirmation']);
    expect(mails[0]!.text).toContain(depositTexts.mailPaid(DEPOSIT));
    const again = await client.post(`/api/reservations/${reservation.id}/deposit`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(depositTexts.alreadyPaid);
    // Another diner cannot see or pay it.
    const other = await bookParty(t, slot(), 2);
    expect(
      (await other.client.post(`/api/reservations/${reservation.id}/deposit`, {})).statusCode,
    ).toBe(404);
    expect(
      (await other.client.get(`/api/reservations/${reservation.id}/deposit/${started.reference}`))
        .statusCode,
    ).toBe(404);
  });

  it('money arriving after the hold was released is refused and refunded once, with a mail', async () => {
    const { client, email, reservation } = await bookParty(t, slot());
    const started = await startDeposit(client, reservation.id);
    await sweepAt(16);
    // The diner pays in the window they left open; back from it, the browser verifies.
    expect((await chargeSandbox(client, started.accessCode)).statusCode).toBeLessThan(300);
    const verified = await verifyDeposit(client, reservation.id, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      payment: { status: 'rejected', reason: depositTexts.refundedReleased(DEPOSIT) },
      reservation: { status: 'expired', deposit: { status: 'unpaid' } },
    });
    await t.services.checkout.recoverPending(new Date(Date.now() + 10 * MINUTE));
    const made = await refundsOfBooking(t, reservation.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountMinor: DEPOSIT, status: 'refunded' });
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['late_payment_refund']);
    expect(mails[0]!.text).toContain(depositTexts.refundedReleased(DEPOSIT));
    expect(mails[0]!.text).toContain('/Reservation');
  });

  it('two payments of one deposit: one books the table, the other is refunded once', async () => {
    const { client, reservation } = await bookParty(t, slot());
    const first = await startDeposit(client, reservation.id);
    const second = await startDeposit(client, reservation.id);
    await chargeSandbox(client, first.accessCode);
    await chargeSandbox(client, second.accessCode);
    const answers = await Promise.all([
      verifyDeposit(client, reservation.id, first.reference),
      verifyDeposit(client, reservation.id, second.reference),
    ]);
    expect(answers.map((a) => a.json().payment.status).sort()).toEqual(['rejected', 'successful']);
    const refused = answers.find((a) => a.json().payment.status === 'rejected')!.json();
    expect(refused.payment.reason).toBe(depositTexts.refundedTwice(DEPOSIT));
    const made = await refundsOfBooking(t, reservation.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.idempotencyKey).toMatch(/^refused:/);
    expect(await bookingRow(t, reservation.id)).toMatchObject({ depositStatus: 'paid' });
  });

  it('the account page: an unpaid hold is given up without a mail, a paid one refunded in full once', async () => {
    const unpaid = await bookParty(t, slot());
    const given = await unpaid.client.post(`/api/reservations/${unpaid.reservation.id}/cancel`, {});
    expect(given.json().reservation).toMatchObject({
      status: 'canceled',
      deposit: { status: 'unpaid' },
    });
    expect(await mailsTo(t, unpaid.email)).toEqual([]);

    const { client, email, reservation } = await bookParty(t, slot());
    await payDepositInSandbox(t, client, reservation.id);
    const canceled = await client.post(`/api/reservations/${reservation.id}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().reservation.deposit.status).toBe('refunded');
    await t.services.reservations.deposits.retryDue(new Date(Date.now() + 60 * MINUTE));
    const made = await refundsOfBooking(t, reservation.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amountMinor: DEPOSIT,
      status: 'refunded',
      idempotencyKey: depositRefundKey(reservation.id),
    });
    const mail = (await mailsTo(t, email)).find((m) => m.kind === 'reservation_canceled');
    expect(mail?.text).toContain(depositTexts.mailRefund(DEPOSIT));
    expect(mail?.text).toContain(formatMoney(DEPOSIT));
  });
});
