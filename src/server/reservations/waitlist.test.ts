import { mailOutbox } from '@server/mail/schema';
import { messages } from '@shared/messages';
import { addDays, reservationTexts as rt } from '@shared/reservations';
import { waitlistTexts as wt } from '@shared/waitlist';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  restaurantToday,
  seatsLeft,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, reservationWaitlist, waitlistRechecks } from './schema';

/**
 * The waitlist by seats per sitting (40 seats a sitting): join and leave, the
 * offer a cancel makes to the first in line only, exactly once even with two jobs at once, the
 * hold that keeps others out, an offer lapsing to the next, and booking from the offer.
 */
describe.each(testDatabaseKinds())('the waitlist by sittings on %s', (kind) => {
  let t: TestApp;
  let day = 10;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveBookingRules(t, { maxOnlineParty: 20, maxActiveBookings: 50 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const diner = async () => (await signedInCustomer(t)).client;
  const book = async (client: TestClient, date: string, guests: number, time = '12:00') => {
    const r = await client.post('/api/reservations', bookingInput({ date, time, guests }));
    expect(r.statusCode, r.body).toBe(201);
    return r.json().reservation.id as string;
  };
  const join = (client: TestClient, date: string, guests = 2, time = '12:00') =>
    client.post('/api/reservations/waitlist', {
      ...bookingInput({ date, time, guests }),
      specialRequests: undefined,
    });
  /** A fresh day whose 12:00 is full: A holds 2 seats (pending, cancelable), B the other 38. */
  const fullSlot = async () => {
    const date = addDays(restaurantToday(), day++);
    const a = await diner();
    const aBooking = await book(a, date, 2);
    await book(await diner(), date, 20);
    await book(await diner(), date, 18);
    return { date, a, aBooking };
  };
  const entries = (date: string) =>
    t.db.database.db
      .select()
      .from(reservationWaitlist)
      .where(eq(reservationWaitlist.restaurantDay, date));
  const offerMails = async (to?: string) =>
    (
      await t.db.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'reservation_waitlist_offer'))
    ).filter((m) => !to || m.to === to);
  const tokenOf = (text: string) => /\/reservation\/waitlist\/([\w.-]+)/.exec(text)?.[1] ?? '';
  const emailOf = async (client: TestClient) =>
    (await client.get('/api/auth/session')).json().user.email as string;

  it('joins a full slot once, refuses a free one, lists and leaves', async () => {
    const { date } = await fullSlot();
    const c = await diner();
    const joined = await join(c, date);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().entry).toMatchObject({
      date,
      time: '12:00',
      guests: 2,
      status: 'waiting',
    });
    const again = await join(c, date);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(wt.alreadyWaiting);
    const free = await join(c, date, 2, '14:00');
    expect(free.statusCode).toBe(409);
    expect(free.json().error.message).toBe(wt.notFull);
    expect(
      (
        await t.client().post('/api/reservations/waitlist', {
          ...bookingInput({ date }),
          specialRequests: undefined,
        })
      ).statusCode,
    ).toBe(401);
    // Another diner cannot leave it for them.
    const id = joined.json().entry.id as string;
    expect((await (await diner()).post(`/api/reservations/waitlist/${id}/leave`)).statusCode).toBe(
      404,
    );
    expect(
      (await c.get('/api/reservations/waitlist')).json().entries.map((e: { id: string }) => e.id),
    ).toEqual([id]);
    const left = await c.post(`/api/reservations/waitlist/${id}/leave`);
    expect(left.json().entry.status).toBe('left');
    expect((await c.get('/api/reservations/waitlist')).json().entries).toEqual([]);
    // Left, the slot may be joined again.
    expect((await join(c, date)).statusCode).toBe(201);
  });

  it('offers a cancel to the first in line only, once, even with two jobs at once', async () => {
    const { date, a, aBooking } = await fullSlot();
    const c = await diner();
    const d = await diner();
    expect((await join(c, date)).statusCode).toBe(201);
    expect((await join(d, date)).statusCode).toBe(201);
    expect(await t.services.reservations.waitlist.sweep()).toBe(0);
    expect((await a.post(`/api/reservations/${aBooking}/cancel`)).statusCode).toBe(200);
    // Two requests for the day: two jobs at once each take one, and both re-check the same day.
    await t.db.database.db.insert(waitlistRechecks).values({ restaurantDay: date });
    await Promise.all([
      t.services.reservations.waitlist.sweep(),
      t.services.reservations.waitlist.sweep(),
    ]);
    await t.services.reservations.waitlist.sweep();
    const rows = await entries(date);
    const cEmail = await emailOf(c);
    const dEmail = await emailOf(d);
    expect(rows.find((r) => r.email === cEmail)?.status).toBe('offered');
    expect(rows.find((r) => r.email === dEmail)?.status).toBe('waiting');
    const mails = await offerMails(cEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('at 12:00 for 2. It is held for you until');
    expect(await offerMails(dEmail)).toHaveLength(0);

    // The hold: the freed seats are not offered to anyone else, nor bookable by them.
    expect(await seatsLeft(t, date, '12:00')).toBe(0);
    const other = await (await diner()).post(
      '/api/reservations',
      bookingInput({ date, time: '12:00', guests: 2 }),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(rt.slotUnavailable);

    // The offer link: its own diner only; another account is told so.
    const token = tokenOf(mails[0]!.text);
    expect((await d.get(`/api/reservations/waitlist/offer?token=${token}`)).statusCode).toBe(403);
    expect((await c.get('/api/reservations/waitlist/offer?token=forged.1.x')).statusCode).toBe(404);
    const seen = await c.get(`/api/reservations/waitlist/offer?token=${token}`);
    expect(seen.json().entry).toMatchObject({ status: 'offered', date, time: '12:00', guests: 2 });
    const booked = await c.post('/api/reservations/waitlist/offer/book', { token: token });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().reservation).toMatchObject({ date, time: '12:00', guests: 2 });
    const [entry] = (await entries(date)).filter((r) => r.email === cEmail);
    expect(entry?.status).toBe('booked');
    // Used once: the link books nothing more.
    const twice = await c.post('/api/reservations/waitlist/offer/book', { token: token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(wt.offerGone);
    expect(await seatsLeft(t, date, '12:00')).toBe(0);
  });

  it('passes a lapsed offer to the next in line, whose booking still respects the cap', async () => {
    const { date, a, aBooking } = await fullSlot();
    const c = await diner();
    const d = await diner();
    await join(c, date);
    await join(d, date);
    await a.post(`/api/reservations/${aBooking}/cancel`);
    await t.services.reservations.waitlist.sweep();
    const cEmail = await emailOf(c);
    const dEmail = await emailOf(d);
    const cToken = tokenOf((await offerMails(cEmail))[0]?.text ?? '');
    // Fifteen minutes on, C's offer lapses and D is offered, in the same sweep.
    const later = new Date(Date.now() + 16 * 60_000);
    await t.services.reservations.waitlist.sweep(later);
    const rows = await entries(date);
    expect(rows.find((r) => r.email === cEmail)?.status).toBe('expired');
    expect(rows.find((r) => r.email === dEmail)?.status).toBe('offered');
    const cLate = await c.post('/api/reservations/waitlist/offer/book', { token: cToken });
    expect(cLate.statusCode).toBe(409);
    const dMails = await offerMails(dEmail);
    expect(dMails).toHaveLength(1);
    const dToken = tokenOf(dMails[0]!.text);

    // D already holds the most upcoming bookings allowed: the offer cannot be booked.
    await saveBookingRules(t, { maxOnlineParty: 20, maxActiveBookings: 1 });
    try {
      await book(d, addDays(date, 1), 2, '14:00');
      const capped = await d.post('/api/reservations/waitlist/offer/book', { token: dToken });
      expect(capped.statusCode).toBe(409);
      expect(capped.json().error.message).toBe(messages.booking.tooManyActive(1));
      const [still] = await t.db.database.db
        .select()
        .from(reservationWaitlist)
        .where(
          and(eq(reservationWaitlist.restaurantDay, date), eq(reservationWaitlist.email, dEmail)),
        );
      expect(still?.status).toBe('offered');
    } finally {
      await saveBookingRules(t, { maxOnlineParty: 20, maxActiveBookings: 50 });
    }
    expect(
      (await d.post('/api/reservations/waitlist/offer/book', { token: dToken })).statusCode,
    ).toBe(201);
  });

  it('keeps the table rules in the database: one active entry per slot, party bounds, statuses', async () => {
    const { date } = await fullSlot();
    const c = await diner();
    const joined = (await join(c, date)).json().entry;
    const [row] = await entries(date).then((rs) => rs.filter((r) => r.id === joined.id));
    const db = t.db.database.db;
    const { id: _id, createdAt: _c, ...copy } = row!;
    await expect(db.insert(reservationWaitlist).values(copy)).rejects.toThrow();
    await expect(
      db.insert(reservationWaitlist).values({ ...copy, startMin: 600, party: 21 }),
    ).rejects.toThrow();
    await expect(
      db
        .update(reservationWaitlist)
        .set({ status: 'gone' as never })
        .where(eq(reservationWaitlist.id, joined.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(reservationWaitlist)
        .set({ status: 'offered' })
        .where(eq(reservationWaitlist.id, joined.id)),
    ).rejects.toThrow();
  });

  it('asks for the day to be re-checked in the very transaction that frees seats', async () => {
    const { date, aBooking } = await fullSlot();
    await join(await diner(), date);
    const db = t.db.database.db;
    const queuedInside = async (change: (tx: typeof db) => Promise<unknown>) => {
      let seen = -1;
      await db
        .transaction(async (tx) => {
          await change(tx as unknown as typeof db);
          seen = (
            await tx.select().from(waitlistRechecks).where(eq(waitlistRechecks.restaurantDay, date))
          ).length;
          throw new Error('roll back');
        })
        .catch(() => undefined);
      return seen;
    };
    // Nothing freed (a note changes): no work. A cancel or a smaller party: the day is queued.
    expect(
      await queuedInside((tx) =>
        tx
          .update(reservations)
          .set({ specialRequests: 'window' })
          .where(eq(reservations.id, aBooking)),
      ),
    ).toBe(0);
    expect(
      await queuedInside((tx) =>
        tx.update(reservations).set({ status: 'canceled' }).where(eq(reservations.id, aBooking)),
      ),
    ).toBe(1);
    expect(
      await queuedInside((tx) =>
        tx.update(reservations).set({ guests: 1 }).where(eq(reservations.id, aBooking)),
      ),
    ).toBe(1);
  });

  it('exports the entries with the account, and forgets them (passing a live offer on) when it is deleted', async () => {
    const { date, a, aBooking } = await fullSlot();
    const { client: c, customer } = await signedInCustomer(t);
    await join(c, date);
    await a.post(`/api/reservations/${aBooking}/cancel`);
    await t.services.reservations.waitlist.sweep();
    const data = (await c.get('/api/account/export')).json();
    expect(data.parts.waitlist).toEqual([
      expect.objectContaining({
        date,
        time: '12:00',
        guests: 2,
        status: 'offered',
        phone: '+234 803 555 0147',
      }),
    ]);
    const d = await diner();
    await join(d, date);
    const deleted = await c.post('/api/account/delete', { password: customer.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await entries(date);
    expect(rows.some((r) => r.email === customer.email)).toBe(false);
    // C's hold went with them: the next pass offers the seats to D.
    await t.services.reservations.waitlist.sweep();
    expect(rows.length).toBe(1);
    expect((await entries(date))[0]?.status).toBe('offered');
  });
});
