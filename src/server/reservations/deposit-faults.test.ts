import { payments } from '@server/payments/schema';
import { depositRefundKey } from '@shared/deposits';
import { addDays } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingRow,
  bookParty,
  depositsOn,
  FROM_PARTY,
  mailsTo,
  PER_GUEST_MINOR,
  refundsOfBooking,
  startDeposit,
  verifyDeposit,
} from '@test/support/deposits';
import { type FakePaystack, startFakePaystack } from '@test/support/fake-paystack';
import { paystackEnv, postWebhook } from '@test/support/paystack';
import { restaurantToday, signedInAdmin } from '@test/support/reservations';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const MINUTE = 60_000;
const DEPOSIT = FROM_PARTY * PER_GUEST_MINOR;
/** The app gives up on a Paystack answer after this long here (10 s in production). */
const TIMEOUT_MS = 1_000;

/**
 * Deposits against a fake Paystack: the payment is recorded once whoever asks
 * at the same moment (the diner's browser, the webhook, the recovery loop), and its refund is
 * made once when the provider's answer is lost, late, an error, or a refusal.
 */
describe.each(testDatabaseKinds())('deposits under races and lost answers on %s', (kind) => {
  let fake: FakePaystack;
  let t: TestApp;
  let host: TestClient;
  let day = 4;
  const slot = () => ({ date: addDays(restaurantToday(), day++), time: '18:00' });
  const postRefunds = (reference: string) =>
    fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/refund' &&
        (r.body as { transaction?: string }).transaction === reference,
    );
  /** A party of 6 whose deposit Paystack took, not yet verified by anyone. */
  const paidAtPaystack = async () => {
    const booked = await bookParty(t, slot());
    const started = await startDeposit(booked.client, booked.reservation.id);
    fake.pay(started.reference);
    return { ...booked, reference: started.reference };
  };
  const decline = (id: string) =>
    host.post(`/api/admin/reservations/${id}/status`, { to: 'declined', reason: 'Kitchen closed' });

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp(kind, paystackEnv(fake, { PAYSTACK_TIMEOUT_MS: String(TIMEOUT_MS) }));
    await depositsOn(t);
    host = (await signedInAdmin(t)).client;
  }, 60_000);
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('the deposit is recorded once when the webhook, the browser and the recovery loop race', async () => {
    const { client, email, reservation, reference } = await paidAtPaystack();
    const { body, signature } = fake.webhook(reference);
    const later = new Date(Date.now() + 2 * MINUTE);
    const answers = await Promise.all([
      postWebhook(t, body, signature),
      verifyDeposit(client, reservation.id, reference),
      t.services.checkout.recoverPending(later),
      postWebhook(t, body, signature),
      verifyDeposit(client, reservation.id, reference),
      t.services.checkout.recoverPending(later),
    ]);
    for (const answer of answers)
      if (answer && 'statusCode' in answer) expect(answer.statusCode, answer.body).toBe(200);
    const row = await bookingRow(t, reservation.id);
    expect(row).toMatchObject({ status: 'pending', depositStatus: 'paid' });
    const paid = await t.db.database.db
      .select()
      .from(payments)
      .where(eq(payments.reservationId, reservation.id));
    expect(paid).toMatchObject([{ status: 'successful', amountMinor: DEPOSIT }]);
    expect(row.depositPaymentId).toBe(paid[0]!.id);
    expect((await mailsTo(t, email)).map((m) => m.kind)).toEqual(['reservation_confirmation']);
    expect(await refundsOfBooking(t, reservation.id)).toEqual([]);
  });

  for (const fault of ['drop', 'delay', 'fail'] as const) {
    it(`a declined booking's deposit is refunded once when Paystack's answer is lost (${fault})`, async () => {
      const { client, reservation, reference } = await paidAtPaystack();
      expect((await verifyDeposit(client, reservation.id, reference)).statusCode).toBe(200);
      const done = fake.workDone('/refund');
      if (fault === 'drop') fake.dropNextAnswer('POST /refund');
      if (fault === 'delay') fake.delayNextAnswer('POST /refund', TIMEOUT_MS * 3);
      if (fault === 'fail') fake.failNextAfterWork('POST /refund');
      expect((await decline(reservation.id)).statusCode).toBe(200);
      await done;
      // Paystack refunded; we do not know it yet, and nothing is due to be sent again.
      expect(fake.refunded(reference)).toBe(DEPOSIT);
      expect(await bookingRow(t, reservation.id)).toMatchObject({
        depositStatus: 'refunding',
        depositRefundDueAt: null,
      });
      expect(await refundsOfBooking(t, reservation.id)).toMatchObject([{ status: 'unknown' }]);

      // Every sweep, many times and at once, much later: looked up, never sent again.
      const later = new Date(Date.now() + 10 * MINUTE);
      await Promise.all([
        t.services.reservations.deposits.retryDue(later),
        t.services.checkout.recoverPending(later),
        t.services.checkout.recoverPending(later),
        t.services.reservations.deposits.retryDue(later),
      ]);
      expect(postRefunds(reference)).toHaveLength(1);
      const [refund] = await refundsOfBooking(t, reservation.id);
      expect(refund).toMatchObject({
        status: 'pending',
        idempotencyKey: depositRefundKey(reservation.id),
      });
      // Paystack pays it out: its webhook settles the booking's deposit.
      const id = Number(refund!.providerRefundId);
      fake.setRefundStatus(id, 'processed');
      const processed = fake.refundWebhook(id);
      expect((await postWebhook(t, processed.body, processed.signature)).statusCode).toBe(200);
      expect(await bookingRow(t, reservation.id)).toMatchObject({ depositStatus: 'refunded' });
      expect(postRefunds(reference)).toHaveLength(1);
      expect(fake.refunded(reference)).toBe(DEPOSIT);
    });
  }

  it('a refund Paystack refuses is tried again by the sweep under the same key, and made once', async () => {
    const { client, reservation, reference } = await paidAtPaystack();
    await verifyDeposit(client, reservation.id, reference);
    fake.answerNext('POST /refund', 400, { status: false, message: 'Refund not possible now' });
    expect((await decline(reservation.id)).statusCode).toBe(200);
    const owed = await bookingRow(t, reservation.id);
    expect(owed.depositStatus).toBe('refunding');
    expect(owed.depositRefundDueAt!.getTime()).toBeGreaterThan(Date.now());
    expect(fake.refunded(reference)).toBe(0);
    // Not due yet: nothing is sent.
    await t.services.reservations.deposits.retryDue(new Date());
    expect(postRefunds(reference)).toHaveLength(1);
    // Due: two instances' sweeps at once send it once.
    const later = new Date(Date.now() + 5 * MINUTE);
    await Promise.all([
      t.services.reservations.deposits.retryDue(later),
      t.services.reservations.deposits.retryDue(later),
    ]);
    expect(postRefunds(reference)).toHaveLength(2);
    expect(fake.refunded(reference)).toBe(DEPOSIT);
    expect(await refundsOfBooking(t, reservation.id)).toMatchObject([{ status: 'pending' }]);
    await t.services.reservations.deposits.retryDue(new Date(Date.now() + 3 * 60 * MINUTE));
    expect(postRefunds(reference)).toHaveLength(2);
  });
});
