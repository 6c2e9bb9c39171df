import { mailOutbox } from '@server/mail/schema';
import { bookingLinkTexts as bt } from '@shared/booking-link';
import { messages } from '@shared/messages';
import { reservationTexts as rt } from '@shared/reservations';
import { DEFAULT_RESTAURANT_DETAILS } from '@shared/restaurant-settings';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput, mailsSettled, signedInCustomer } from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations } from './schema';

/** 10:00 in Lagos (UTC+1) on Tuesday 20 May 2031; the clock is faked before anyone signs in. */
const NOW = new Date('2031-05-20T09:00:00Z');
const TODAY = '2031-05-20';
const DAY = '2031-05-23';
/** Each story its own day: two tables fill up fast. */
const DAY2 = '2031-05-26';
const DAY3 = '2031-05-27';
const DAY4 = '2031-05-28';
const PHONE = DEFAULT_RESTAURANT_DETAILS.phone;

/**
 * The guest's booking by the signed link in its mails, through the HTTP API as
 * a browser without a session: the link opens its own booking only; a change is re-checked as a
 * new booking is, under the host's lock; cancel works until the cutoff and mails; after it, words.
 */
describe.each(testDatabaseKinds())("a guest's booking link on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await createTestApp(kind);
    await saveBookingRules(t, { maxActiveBookings: 50, slotInterval: 30 });
    // One table for two, one for three or four: a party of five fits nowhere.
    for (const [name, min, max] of [
      ['T2', 1, 2],
      ['T4', 2, 4],
    ] as const)
      await t.services.reservations.tables.add({
        name,
        minSeats: min,
        maxSeats: max,
        area: 'Inside',
        joinsWith: [],
      });
  }, 60_000);
  afterEach(() => {
    vi.setSystemTime(NOW);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const mailsTo = async (email: string) => {
    await mailsSettled(t);
    return t.db.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(asc(mailOutbox.createdAt));
  };
  const tokenIn = (text: string) => /\/booking\/([A-Za-z0-9_.-]+)/.exec(text)?.[1];
  /** A diner of their own books; the token is read from the mail they got. */
  const book = async (date: string, time: string, guests = 2) => {
    const { client, customer } = await signedInCustomer(t);
    const r = await client.post('/api/reservations', bookingInput({ date, time, guests }));
    expect(r.statusCode, r.body).toBe(201);
    const [mail] = await mailsTo(customer.email);
    const token = tokenIn(mail?.text ?? '');
    expect(token, mail?.text).toBeDefined();
    return { id: r.json().reservation.id as string, email: customer.email, token: token! };
  };
  /** The guest's browser: no session, only the CSRF cookie every page load gets. */
  const guest = () => t.client();
  const view = (token: string) => guest().get(`/api/bookings/by-link/${token}`);
  const change = (token: string, body: object) =>
    guest().request('PATCH', `/api/bookings/by-link/${token}`, body);
  const cancel = (token: string) => guest().post(`/api/bookings/by-link/${token}/cancel`, {});
  const rowOf = async (id: string) =>
    (await t.db.database.db.select().from(reservations).where(eq(reservations.id, id)))[0];

  it('opens its own booking from every mail, and nothing for another booking, purpose or an old link', async () => {
    const a = await book(DAY, '19:00');
    const b = await book(DAY, '19:00');
    const seen = await view(a.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      booking: { date: DAY, time: '19:00', guests: 2, status: 'pending', tables: ['T2'] },
      canChange: true,
      changeUntil: 'Friday, 23 May 2031 at 17:00',
      phone: PHONE,
    });

    const links = t.services.links;
    const [subjectB] = b.token.split('.');
    const [subjectA, expiry, mac] = a.token.split('.');
    const refused = [
      `${subjectB}.${expiry}.${mac}`, // A's signature on B's id
      links.sign('order', subjectA!, new Date(NOW.getTime() + 86_400_000)), // another purpose
      links.sign('booking', subjectA!, new Date(NOW.getTime() - 1000)), // expired
      'not-a-token',
    ];
    for (const token of refused) {
      const r = await view(token);
      expect(r.statusCode, token).toBe(404);
      expect(r.json().error.message).toBe(bt.notFound);
      expect((await change(token, { date: DAY, time: '20:00', guests: 2 })).statusCode).toBe(404);
      expect((await cancel(token)).statusCode).toBe(404);
    }
    expect((await rowOf(b.id))?.status).toBe('pending');

    // The host's mails carry a fresh link too.
    await t.services.reservations.confirm(a.id);
    const confirmed = (await mailsTo(a.email)).find((m) => m.kind === 'reservation_confirmed');
    expect(tokenIn(confirmed?.text ?? '')).toBeDefined();
    expect((await view(tokenIn(confirmed!.text)!)).json().booking.status).toBe('confirmed');
    // So do the sweeps' mails: B expires unconfirmed a day after it was made, A is reminded.
    expect(await t.services.reservations.expirePending(new Date('2031-05-21T09:01:00Z'))).toBe(1);
    const expired = (await mailsTo(b.email)).find((m) => m.kind === 'reservation_expired');
    expect(expired?.text).toContain(bt.mailLine(''));
    expect((await view(tokenIn(expired?.text ?? '')!)).json().booking.status).toBe('expired');
    expect(await t.services.reservations.remindUpcoming(new Date('2031-05-23T08:00:00Z'))).toBe(1);
    const reminder = (await mailsTo(a.email)).find((m) => m.kind === 'reservation_reminder');
    expect(reminder?.text).toContain(`${bt.mailAction}: `);
    expect(tokenIn(reminder?.text ?? '')).toBeDefined();
  });

  it('re-checks a change as a new booking: a full slot and a party no table fits are refused in the wizard’s words', async () => {
    const a = await book(DAY2, '12:00');
    // 14:00: both tables taken.
    await book(DAY2, '14:00');
    await book(DAY2, '14:00', 3);
    const full = await change(a.token, { date: DAY2, time: '14:00', guests: 2 });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().error.message).toBe(rt.slotUnavailable);
    const five = await change(a.token, { date: DAY2, time: '12:00', guests: 5 });
    expect(five.statusCode, five.body).toBe(409);
    expect(five.json().error.message).toBe(rt.slotUnavailable);
    const nine = await change(a.token, { date: DAY2, time: '12:00', guests: 9 });
    expect(nine.statusCode).toBe(400);
    expect(nine.json().error.message).toBe(messages.booking.callForGroups(8, PHONE));
    const past = await change(a.token, { date: '2031-05-19', time: '12:00', guests: 2 });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(messages.booking.datePast);
    const same = await change(a.token, { date: DAY2, time: '12:00', guests: 2 });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(bt.nothingToChange);
    expect(await rowOf(a.id)).toMatchObject({ reservationTime: '12:00', guests: 2 });

    // A free time, a larger party and another day: moved under the lock, mailed with a new link.
    const moved = await change(a.token, { date: '2031-05-29', time: '16:30', guests: 4 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      date: '2031-05-29',
      time: '16:30',
      guests: 4,
      tables: ['T4'],
      status: 'pending',
    });
    const mail = (await mailsTo(a.email)).find((m) => m.kind === 'reservation_changed_by_guest');
    expect(mail?.text).toContain('Thursday, 29 May 2031 at 16:30 for 4 guests');
    expect(tokenIn(mail?.text ?? '')).toBeDefined();
  });

  it('lets only one of two guests take the last table at a time', async () => {
    const a = await book(DAY3, '12:00', 3);
    const b = await book(DAY3, '15:00', 3);
    const both = await Promise.all([
      change(a.token, { date: DAY3, time: '20:00', guests: 3 }),
      change(b.token, { date: DAY3, time: '20:00', guests: 3 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const times = [(await rowOf(a.id))?.reservationTime, (await rowOf(b.id))?.reservationTime];
    expect(times.filter((time) => time === '20:00')).toHaveLength(1);
  });

  it('cancels until the cutoff and mails; a canceled booking cannot be changed', async () => {
    const a = await book(DAY4, '18:00');
    const canceled = await cancel(a.token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ booking: { status: 'canceled' }, canChange: false });
    expect(await rowOf(a.id)).toMatchObject({ status: 'canceled', canceledBy: 'guest' });
    const mail = (await mailsTo(a.email)).find((m) => m.kind === 'reservation_canceled');
    expect(mail?.text).toContain('As you asked');
    expect(tokenIn(mail?.text ?? '')).toBeDefined();
    const again = await change(a.token, { date: DAY4, time: '20:00', guests: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(bt.closed('canceled', PHONE));
    expect((await cancel(a.token)).json().error.message).toBe(bt.closed('canceled', PHONE));
  });

  it('refuses changes after the cutoff, in words with the deadline and the phone', async () => {
    // Today at 12:30: changes until 10:30; it is 10:00.
    const a = await book(TODAY, '12:30');
    expect((await view(a.token)).json()).toMatchObject({
      canChange: true,
      changeUntil: 'Tuesday, 20 May 2031 at 10:30',
    });
    vi.setSystemTime(new Date('2031-05-20T09:30:00Z'));
    const late = bt.tooLate('Tuesday, 20 May 2031 at 10:30', PHONE);
    expect((await view(a.token)).json().canChange).toBe(false);
    const moved = await change(a.token, { date: DAY, time: '20:00', guests: 2 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(late);
    const canceled = await cancel(a.token);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().error.message).toBe(late);
    expect(await rowOf(a.id)).toMatchObject({ status: 'pending', reservationTime: '12:30' });

    // The owner's cutoff is a setting: at 0 hours, changes run until the start.
    await saveBookingRules(t, { maxActiveBookings: 50, slotInterval: 30, changeCutoffHours: 0 });
    expect((await cancel(a.token)).statusCode).toBe(200);
    await saveBookingRules(t, { maxActiveBookings: 50, slotInterval: 30 });
  });

  it('limits the changes one address may try in an hour', async () => {
    const one = guest();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await one.post(`/api/bookings/by-link/forged.${i}/cancel`, {})).statusCode);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const limited = await one.request('PATCH', '/api/bookings/by-link/forged', {
      date: DAY,
      time: '20:00',
      guests: 2,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await cancel('forged')).statusCode).toBe(404);
  });
});
