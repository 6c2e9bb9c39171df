import { mailOutbox } from '@server/mail/schema';
import { messages } from '@shared/messages';
import { pagingTexts } from '@shared/paging';
import { addDays, type Reservation, reservationTexts as texts } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  mailsSettled,
  restaurantToday,
  seatsLeft,
  signedInAdmin,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations } from './schema';

describe.each(testDatabaseKinds())(
  'reservations: capacity, bad input, paging and mail outages on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
      // Parties up to the schema's 20 and no per-account cap to speak of: the slot's own limits.
      await saveBookingRules(t, { maxOnlineParty: 20, maxActiveBookings: 50 });
    });
    afterAll(async () => {
      await t.close();
    });

    it('fills a slot to its capacity exactly, then answers "Time slot no longer available." (409)', async () => {
      const { client } = await signedInCustomer(t);
      const date = addDays(restaurantToday(), 8);
      const book = (guests: number) =>
        client.post('/api/reservations', bookingInput({ date, time: '12:00', guests }));

      expect((await book(20)).statusCode).toBe(201);
      expect((await book(16)).statusCode).toBe(201);
      const over = await book(5);
      expect(over.statusCode).toBe(409);
      expect(over.json().error.message).toBe(texts.slotUnavailable);
      expect((await book(4)).statusCode).toBe(201);
      expect(await seatsLeft(t, date, '12:00')).toBe(0);
      const availability = (
        await t.client().get(`/api/reservations/availability?date=${date}`)
      ).json();
      expect(availability.slots[0]).toEqual({ time: '12:00', seatsLeft: 0, state: 'full' });
      expect(availability.slots[1]).toEqual({ time: '14:00', seatsLeft: 40, state: 'available' });
      expect((await book(1)).statusCode).toBe(409);
    });

    it('answers bad input with 4xx and the field text, never 500', async () => {
      const { client } = await signedInCustomer(t);
      const cases: Array<[unknown, string, string]> = [
        [{ ...bookingInput(), firstName: '' }, 'firstName', texts.firstNameRequired],
        [{ ...bookingInput(), phone: 'call me' }, 'phone', texts.phoneInvalid],
        [{ ...bookingInput(), date: '2030-02-30' }, 'date', texts.dateInvalid],
        [{ ...bookingInput(), date: '15/03/2030' }, 'date', texts.dateInvalid],
        [{ ...bookingInput(), time: '13:10' }, 'time', texts.timeInvalid],
        [{ ...bookingInput(), guests: 0 }, 'guests', texts.guestsRange],
        [{ ...bookingInput(), guests: 21 }, 'guests', texts.guestsRange],
        [{ ...bookingInput(), guests: 'four' }, 'guests', texts.guestsRange],
        [
          { ...bookingInput(), specialRequests: 'x'.repeat(501) },
          'specialRequests',
          texts.specialRequestsTooLong,
        ],
        [{ ...bookingInput(), date: addDays(restaurantToday(), -1) }, 'date', texts.datePast],
        [
          { ...bookingInput(), date: addDays(restaurantToday(), 61) },
          'date',
          messages.booking.dateTooFar(60),
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await client.post('/api/reservations', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.fields[field], field).toBe(message);
      }
      const { phone: _phone, ...withoutPhone } = bookingInput();
      expect((await client.post('/api/reservations', withoutPhone)).statusCode).toBe(400);
      expect(
        (await client.post('/api/reservations', { ...bookingInput(), role: 'x' })).statusCode,
      ).toBe(400);
      // Seats are guests: a separate seat count is no field of the API any more.
      expect(
        (await client.post('/api/reservations', { ...bookingInput(), seats: 40 })).statusCode,
      ).toBe(400);
      expect((await client.post('/api/reservations', '{not json')).statusCode).toBe(400);
      expect((await client.post('/api/reservations', [])).statusCode).toBe(400);
      expect((await client.post('/api/reservations/not-a-uuid/cancel')).statusCode).toBe(400);
      // A damaged or foreign cursor is a 400 with the shared words, never a 500.
      for (const cursor of ['abc', 'eyJ2IjoxfQ', `${'A'.repeat(700)}`]) {
        const answer = await client.get(`/api/reservations/mine?cursor=${cursor}`);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error.message).toBe(pagingTexts.badCursor);
      }
      const anon = t.client();
      expect((await anon.get('/api/reservations/availability?date=tomorrow')).statusCode).toBe(400);
      expect((await anon.get('/api/reservations/availability?date=2030-13-01')).statusCode).toBe(
        400,
      );
      const far = await anon.get(
        `/api/reservations/availability?date=${addDays(restaurantToday(), 400)}`,
      );
      expect(far.statusCode).toBe(400);
      expect(far.json().error.message).toBe(messages.booking.dateTooFar(60));
      const { client: admin } = await signedInAdmin(t);
      expect((await admin.get('/api/admin/reservations?status=weird')).statusCode).toBe(400);
    });

    it('pages the lists by 4 on the server, upcoming first, and filters confirmed ones', async () => {
      const { client } = await signedInCustomer(t);
      const base = addDays(restaurantToday(), 30);
      const ids: string[] = [];
      for (let i = 5; i >= 0; i -= 1) {
        const r = await client.post('/api/reservations', bookingInput({ date: addDays(base, i) }));
        ids.unshift(r.json().reservation.id);
      }
      const page1 = (await client.get('/api/reservations/mine')).json();
      const page2 = (await client.get(`/api/reservations/mine?cursor=${page1.next}`)).json();
      expect(page1).toMatchObject({ total: 6, start: 1, pageSize: 4, prev: null });
      expect(page2).toMatchObject({ start: 5, next: null });
      expect(page1.items.map((r: Reservation) => r.id)).toEqual(ids.slice(0, 4));
      expect(page2.items.map((r: Reservation) => r.id)).toEqual(ids.slice(4));

      const { client: admin } = await signedInAdmin(t);
      await admin.post(`/api/admin/reservations/${ids[5]}/confirm`);
      const all = (await admin.get('/api/admin/reservations')).json();
      expect(all.items).toHaveLength(4);
      expect(all.total).toBeGreaterThanOrEqual(6);
      const confirmed = (await admin.get('/api/admin/reservations?status=confirmed')).json();
      expect(confirmed.items.every((r: Reservation) => r.status === 'confirmed')).toBe(true);
      expect(confirmed.items.map((r: Reservation) => r.id)).toContain(ids[5]);
      expect(await t.services.reservations.countByStatus()).toMatchObject({
        confirmed: confirmed.total,
      });
    });

    it('never loses a booking when the mail transport fails: the mail waits in the outbox', async () => {
      const { client } = await signedInCustomer(t, { email: 'mail-down@example.com' });
      t.mails.failNextSends(1);
      const created = await client.post('/api/reservations', bookingInput());
      expect(created.statusCode).toBe(201);
      await mailsSettled(t);
      const [queued] = await t.db.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'mail-down@example.com'));
      expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'transport down' });
      const [row] = await t.db.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, created.json().reservation.id));
      expect(row?.status).toBe('pending');
    });
  },
);

describe.each(testDatabaseKinds())("today's slots on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // 14:30 in Lagos (UTC+1) on 2031-05-20; the clock is faked before anyone signs in.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-20T13:30:00Z') });
    t = await createTestApp(kind);
  });
  afterEach(() => {
    vi.setSystemTime(new Date('2031-05-20T13:30:00Z'));
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('offers only the slots still ahead today and refuses a past one', async () => {
    const availability = (await t.client().get('/api/reservations/availability')).json();
    expect(availability.today).toBe('2031-05-20');
    expect(availability.slots.map((s: { state: string }) => s.state)).toEqual([
      'past',
      'past',
      'available',
      'available',
      'available',
    ]);
    const { client } = await signedInCustomer(t);
    const past = await client.post(
      '/api/reservations',
      bookingInput({ date: '2031-05-20', time: '14:00' }),
    );
    expect(past.statusCode).toBe(409);
    expect(past.json().error.message).toBe(texts.slotUnavailable);
    const ahead = await client.post(
      '/api/reservations',
      bookingInput({ date: '2031-05-20', time: '16:00' }),
    );
    expect(ahead.statusCode).toBe(201);

    // At 16:00 sharp the 16:00 slot has started and is no longer offered.
    vi.setSystemTime(new Date('2031-05-20T15:00:00Z'));
    const later = (await t.client().get('/api/reservations/availability')).json();
    expect(later.slots[2]).toMatchObject({ time: '16:00', state: 'past', seatsLeft: 38 });
  });
});

describe('auto-confirm (RESERVATION_AUTO_CONFIRM=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      RESERVATION_AUTO_CONFIRM: 'true',
      RESERVATION_SEATS_PER_SLOT: '6',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates bookings already Confirmed, with a confirmed mail, against the configured capacity', async () => {
    const { client } = await signedInCustomer(t, { email: 'auto@example.com' });
    const created = await client.post('/api/reservations', bookingInput({ guests: 5 }));
    expect(created.statusCode).toBe(201);
    expect(created.json().reservation.status).toBe('confirmed');
    await mailsSettled(t);
    const mail = t.mails.sent.find((m) => m.to === 'auto@example.com');
    expect(mail?.subject).toBe('Your table at Tavola is confirmed');
    expect((await t.client().get('/api/reservations/availability')).json().capacity).toBe(6);
    const tooBig = await client.post('/api/reservations', bookingInput({ guests: 7 }));
    expect(tooBig.json().error.fields.guests).toBe(texts.seatsLeft(6, '18:00'));
    const full = await client.post('/api/reservations', bookingInput({ guests: 2 }));
    expect(full.statusCode).toBe(409);
  });
});
