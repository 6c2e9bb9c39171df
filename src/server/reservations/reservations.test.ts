import { messages } from '@shared/messages';
import {
  addDays,
  formatReservationDate,
  type Reservation,
  reservationTexts as texts,
} from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  mailsSettled,
  restaurantToday,
  seatsLeft,
  signedInAdmin,
  signedInCustomer,
} from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from './schema';

describe.each(testDatabaseKinds())(
  'reservations: availability, booking, access, cancel and confirm on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers availability publicly: today in the restaurant zone, five slots, the capacity', async () => {
      const today = await t.client().get('/api/reservations/availability');
      expect(today.statusCode).toBe(200);
      expect(today.headers['cache-control']).toBe('no-store');
      const body = today.json();
      expect(body).toMatchObject({
        date: restaurantToday(),
        today: restaurantToday(),
        lastDate: addDays(restaurantToday(), 60),
        timeZone: 'Africa/Lagos',
        capacity: 40,
      });
      expect(body.slots.map((s: { time: string }) => s.time)).toEqual([
        '12:00',
        '14:00',
        '16:00',
        '18:00',
        '20:00',
      ]);
      const later = await t
        .client()
        .get(`/api/reservations/availability?date=${addDays(restaurantToday(), 30)}`);
      expect(later.json().slots).toEqual(
        ['12:00', '14:00', '16:00', '18:00', '20:00'].map((time) => ({
          time,
          seatsLeft: 40,
          state: 'available',
        })),
      );
    });

    it('books as Pending, mails every detail, holds the seats and lists it only for its owner', async () => {
      const { client } = await signedInCustomer(t, { email: 'booker@example.com' });
      const input = bookingInput({
        date: addDays(restaurantToday(), 5),
        time: '20:00',
        guests: 3,
        specialRequests: 'Birthday cake, window table',
      });
      const created = await client.post('/api/reservations', input);
      expect(created.statusCode).toBe(201);
      const reservation: Reservation = created.json().reservation;
      expect(reservation).toMatchObject({
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'booker@example.com',
        date: input.date,
        time: '20:00',
        guests: 3,
        seats: 3,
        specialRequests: 'Birthday cake, window table',
        status: 'pending',
        confirmedAt: null,
        canceledAt: null,
      });

      await mailsSettled(t);
      const mail = t.mails.sent.find(
        (m) => m.kind === 'reservation_confirmation' && m.to === 'booker@example.com',
      );
      expect(mail?.subject).toBe('Your reservation at Tavola is received');
      for (const line of [
        'First name: Ada',
        'Last name: Obi',
        'E-mail: booker@example.com',
        `Date: ${formatReservationDate(input.date!)}`,
        'Time: 20:00',
        'Guests: 3',
        'Seats: 3',
        'Special requests: Birthday cake, window table',
      ])
        expect(mail?.text).toContain(line);
      expect(mail?.html).toContain('Birthday cake, window table');
      expect(mail?.params).toMatchObject({
        reservationDate: input.date,
        reservationTime: '20:00',
        noOfGuests: 3,
        noOfReservedSeat: 3,
      });

      expect(await seatsLeft(t, input.date!, '20:00')).toBe(37);

      const mine = await client.get('/api/reservations/mine');
      expect(mine.json()).toMatchObject({
        total: 1,
        start: 1,
        pageSize: 4,
        next: null,
        prev: null,
      });
      expect(mine.json().items[0].id).toBe(reservation.id);

      const other = await signedInCustomer(t);
      expect((await other.client.get('/api/reservations/mine')).json()).toMatchObject({
        total: 0,
        items: [],
      });
    });

    it('refuses writes to guests (401) and bookings to admins (403)', async () => {
      const guest = t.client();
      const post = await guest.post('/api/reservations', bookingInput());
      expect(post.statusCode).toBe(401);
      expect(post.json().error.message).toBe(messages.auth.notSignedIn);
      const someId = '00000000-0000-4000-8000-000000000000';
      expect((await guest.post(`/api/reservations/${someId}/cancel`)).statusCode).toBe(401);
      expect((await guest.post(`/api/admin/reservations/${someId}/confirm`)).statusCode).toBe(401);
      expect((await guest.get('/api/reservations/mine')).statusCode).toBe(401);
      expect((await guest.get('/api/admin/reservations')).statusCode).toBe(401);

      const { client: admin } = await signedInAdmin(t);
      expect((await admin.post('/api/reservations', bookingInput())).statusCode).toBe(403);
    });

    it("keeps customers out of other diners' bookings and out of the back office", async () => {
      const owner = await signedInCustomer(t);
      const intruder = await signedInCustomer(t);
      const { reservation } = (await owner.client.post('/api/reservations', bookingInput())).json();

      const cancel = await intruder.client.post(`/api/reservations/${reservation.id}/cancel`);
      expect(cancel.statusCode).toBe(404);
      expect(cancel.json().error.message).toBe(texts.notFound);
      const confirm = await intruder.client.post(
        `/api/admin/reservations/${reservation.id}/confirm`,
      );
      expect(confirm.statusCode).toBe(403);
      expect((await intruder.client.get('/api/admin/reservations')).statusCode).toBe(403);

      const [row] = await t.db.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, reservation.id));
      expect(row?.status).toBe('pending');
    });

    it('lets the owner cancel while pending: status canceled, row kept, seats freed', async () => {
      const { client } = await signedInCustomer(t);
      const date = addDays(restaurantToday(), 6);
      const { reservation } = (
        await client.post('/api/reservations', bookingInput({ date, guests: 8 }))
      ).json();
      expect(await seatsLeft(t, date, '18:00')).toBe(32);

      const canceled = await client.post(`/api/reservations/${reservation.id}/cancel`);
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json().reservation).toMatchObject({ id: reservation.id, status: 'canceled' });
      expect(canceled.json().reservation.canceledAt).toEqual(expect.any(String));
      expect(await seatsLeft(t, date, '18:00')).toBe(40);

      // Kept for history, shown as canceled; canceling again changes nothing.
      const mine = (await client.get('/api/reservations/mine')).json();
      expect(mine.items[0]).toMatchObject({ id: reservation.id, status: 'canceled' });
      expect((await client.post(`/api/reservations/${reservation.id}/cancel`)).statusCode).toBe(
        200,
      );

      const { client: admin } = await signedInAdmin(t);
      const confirm = await admin.post(`/api/admin/reservations/${reservation.id}/confirm`);
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().error.message).toBe(texts.canceledCannotConfirm);
    });

    it('lets an admin confirm (mailing the diner); a confirmed booking cannot be canceled', async () => {
      const { client } = await signedInCustomer(t, { email: 'confirm-me@example.com' });
      const { reservation } = (await client.post('/api/reservations', bookingInput())).json();
      const { client: admin } = await signedInAdmin(t);

      const confirm = await admin.post(`/api/admin/reservations/${reservation.id}/confirm`);
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().reservation).toMatchObject({ id: reservation.id, status: 'confirmed' });
      await mailsSettled(t);
      const confirmedMails = () =>
        t.mails.sent.filter(
          (m) => m.kind === 'reservation_confirmed' && m.to === 'confirm-me@example.com',
        );
      expect(confirmedMails()).toHaveLength(1);
      expect(confirmedMails()[0]?.text).toContain('Seats: 2');

      // Confirming twice is harmless and mails once.
      expect(
        (await admin.post(`/api/admin/reservations/${reservation.id}/confirm`)).statusCode,
      ).toBe(200);
      await mailsSettled(t);
      expect(confirmedMails()).toHaveLength(1);

      const cancel = await client.post(`/api/reservations/${reservation.id}/cancel`);
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.message).toBe(texts.confirmedCannotCancel);
      const mine = (await client.get('/api/reservations/mine')).json();
      expect(mine.items[0]).toMatchObject({ id: reservation.id, status: 'confirmed' });

      const unknown = await admin.post(
        '/api/admin/reservations/00000000-0000-4000-8000-000000000000/confirm',
      );
      expect(unknown.statusCode).toBe(404);
    });
  },
);
