import { depositRefundKey, depositTexts } from '@shared/deposits';
import { addDays } from '@shared/reservations';
import { DEFAULT_RESTAURANT_DETAILS } from '@shared/restaurant-settings';
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
} from '@test/support/deposits';
import { restaurantToday, signedInAdmin } from '@test/support/reservations';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MINUTE = 60_000;
const DEPOSIT = FROM_PARTY * PER_GUEST_MINOR;

/**
 * What becomes of a paid deposit: refunded in full once when the guest cancels
 * before the cutoff or the restaurant declines, cancels or never confirms; kept on a no-show;
 * shown to the host; untouched by a change of the party.
 */
describe.each(testDatabaseKinds())('deposit outcomes on %s', (kind) => {
  let t: TestApp;
  let host: TestClient;
  let day = 4;
  const slot = () => ({ date: addDays(restaurantToday(), day++), time: '18:00' });
  /** A party of 6 whose deposit is paid: the booking, its guest's mail and link. */
  const paidBooking = async (at = slot()) => {
    const booked = await bookParty(t, at);
    await payDepositInSandbox(t, booked.client, booked.reservation.id);
    const mail = (await mailsTo(t, booked.email))[0];
    const token = /\/booking\/([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { ...booked, token: token! };
  };
  const move = (id: string, to: string, reason?: string) =>
    host.post(`/api/admin/reservations/${id}/status`, { to, ...(reason ? { reason } : {}) });
  /** The refunds made, after every sweep that could make another has run much later. */
  const refundsAfterSweeps = async (id: string) => {
    const later = new Date(Date.now() + 3 * 60 * MINUTE);
    await t.services.reservations.deposits.retryDue(later);
    await t.services.checkout.recoverPending(later);
    return refundsOfBooking(t, id);
  };
  const refundedOnce = async (id: string) => {
    const made = await refundsAfterSweeps(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amountMinor: DEPOSIT,
      status: 'refunded',
      idempotencyKey: depositRefundKey(id),
    });
    expect(await bookingRow(t, id)).toMatchObject({ depositStatus: 'refunded' });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await depositsOn(t);
    host = (await signedInAdmin(t)).client;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("the host's day and the list show the deposit; a decline refunds it once and says so", async () => {
    const { reservation, email } = await paidBooking();
    const dayView = await host.get(`/api/admin/reservations/day?date=${reservation.date}`);
    const shown = dayView.json().bookings.find((b: { id: string }) => b.id === reservation.id);
    expect(shown.deposit).toMatchObject({ amountMinor: DEPOSIT, status: 'paid' });
    const listed = (await host.get('/api/admin/reservations?status=pending')).json().items;
    expect(listed.find((r: { id: string }) => r.id === reservation.id)?.deposit?.status).toBe(
      'paid',
    );

    const declined = await move(reservation.id, 'declined', 'Private event that night');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().reservation.deposit.status).toBe('refunded');
    await refundedOnce(reservation.id);
    const mail = (await mailsTo(t, email)).find((m) => m.kind === 'reservation_declined');
    expect(mail?.text).toContain(depositTexts.mailRefund(DEPOSIT));
  });

  it('canceled by the restaurant after confirming: refunded once, with the words in the mail', async () => {
    const { reservation, email } = await paidBooking();
    expect((await move(reservation.id, 'confirmed')).statusCode).toBe(200);
    const confirmed = (await mailsTo(t, email)).find((m) => m.kind === 'reservation_confirmed');
    expect(confirmed?.text).toContain(
      depositTexts.mailValue({ ...reservation.deposit!, status: 'paid' }),
    );
    expect((await move(reservation.id, 'canceled')).statusCode).toBe(200);
    await refundedOnce(reservation.id);
    const mail = (await mailsTo(t, email)).find(
      (m) => m.kind === 'reservation_canceled_by_restaurant',
    );
    expect(mail?.text).toContain(depositTexts.mailRefund(DEPOSIT));
  });

  it('a no-show keeps the deposit: nothing is refunded, whatever runs later', async () => {
    const { reservation } = await paidBooking();
    await move(reservation.id, 'confirmed');
    const missed = await move(reservation.id, 'no_show');
    expect(missed.json().reservation.deposit).toMatchObject({ status: 'kept' });
    expect(await refundsAfterSweeps(reservation.id)).toEqual([]);
    expect(await bookingRow(t, reservation.id)).toMatchObject({ depositStatus: 'kept' });
  });

  it('a completed visit keeps it paid (the host takes it off the bill)', async () => {
    const { reservation } = await paidBooking();
    await move(reservation.id, 'confirmed');
    await move(reservation.id, 'seated');
    await move(reservation.id, 'completed');
    expect(await refundsAfterSweeps(reservation.id)).toEqual([]);
    expect(await bookingRow(t, reservation.id)).toMatchObject({ depositStatus: 'paid' });
  });

  it('a booking the restaurant never confirmed expires with its deposit refunded once', async () => {
    const { reservation, email } = await paidBooking();
    await t.services.reservations.expirePending(new Date(Date.now() + 25 * 60 * MINUTE));
    await refundedOnce(reservation.id);
    const mail = (await mailsTo(t, email)).find((m) => m.kind === 'reservation_expired');
    expect(mail?.text).toContain(depositTexts.mailRefund(DEPOSIT));
  });

  it('the guest cancels from the link before the cutoff: refunded once; after it, asked to call', async () => {
    const { reservation, email, token } = await paidBooking();
    const link = t.client();
    const seen = (await link.get(`/api/bookings/by-link/${token}`)).json();
    expect(seen.booking.deposit).toMatchObject({ amountMinor: DEPOSIT, status: 'paid' });
    const canceled = await link.post(`/api/bookings/by-link/${token}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().booking).toMatchObject({
      status: 'canceled',
      deposit: { status: 'refunded' },
    });
    await refundedOnce(reservation.id);
    const mail = (await mailsTo(t, email)).find((m) => m.kind === 'reservation_canceled');
    expect(mail?.text).toContain(depositTexts.mailRefund(DEPOSIT));

    // A cutoff a week before: a booking two days ahead can no longer be canceled online.
    const late = await paidBooking({ date: addDays(restaurantToday(), 2), time: '18:00' });
    await depositsOn(t, { changeCutoffHours: 168 });
    try {
      const refused = await t.client().post(`/api/bookings/by-link/${late.token}/cancel`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain(DEFAULT_RESTAURANT_DETAILS.phone);
      const mine = await late.client.post(`/api/reservations/${late.reservation.id}/cancel`, {});
      expect(mine.statusCode).toBe(409);
      expect(mine.json().error.message).toMatch(/^Changes online were possible until /);
      expect(await bookingRow(t, late.reservation.id)).toMatchObject({
        status: 'pending',
        depositStatus: 'paid',
      });
      expect(await refundsAfterSweeps(late.reservation.id)).toEqual([]);
    } finally {
      await depositsOn(t);
    }
  });

  it('a change of party moves no money; growing a booking without one into the size is refused', async () => {
    const paid = await paidBooking();
    const grown = await t.client().request('PATCH', `/api/bookings/by-link/${paid.token}`, {
      date: paid.reservation.date,
      time: paid.reservation.time,
      guests: FROM_PARTY + 1,
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().booking).toMatchObject({
      guests: FROM_PARTY + 1,
      deposit: { amountMinor: DEPOSIT, status: 'paid' },
    });

    const small = await bookParty(t, slot(), FROM_PARTY - 2);
    const mail = (await mailsTo(t, small.email))[0];
    const token = /\/booking\/([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
    const refused = await t.client().request('PATCH', `/api/bookings/by-link/${token}`, {
      date: small.reservation.date,
      time: small.reservation.time,
      guests: FROM_PARTY,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      depositTexts.partyNeedsDeposit(FROM_PARTY, DEFAULT_RESTAURANT_DETAILS.phone),
    );
  });
});
