import { reservations } from '@server/reservations/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Ctx, type Entry, json, reservationInput, reservationStatus, staff } from './kit';

/**
 * The host's day: every route needs reservations.manage (owner, manager and
 * host; the kitchen is refused). These run before the table entries, so by seats per sitting.
 */

const timeOf = async (c: Ctx, id: string) =>
  (await c.t.db.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]
    ?.reservationTime;

/**
 * A booking of A's at its own sitting (20:00 is filled by the other entries), made through the
 * service: A's bookings per hour are rate-limited over HTTP, and this is not what is tested here.
 */
const bookingOfAAt = (time: string) => async (c: Ctx) => {
  const a = c.accounts.a;
  const user = {
    id: a.id,
    email: a.email,
    username: 'A',
    role: 'customer' as const,
    emailVerified: true,
  };
  const r = await c.t.services.reservations.create(user, { ...reservationInput(), time });
  return { id: r.id };
};

export const hostEntries: Record<string, Entry> = {
  'GET /api/admin/reservations/day': {
    ...staff('reservations.manage'),
    check: (_c, _r, response) => expect(json(response).date).toMatch(/^\d{4}-\d{2}-\d{2}$/),
  },
  'POST /api/admin/reservations/{id}/status': {
    ...staff('reservations.manage'),
    setup: bookingOfAAt('12:00'),
    call: (_c, _r, v) => ({
      url: `/api/admin/reservations/${v.id}/status`,
      body: { to: 'confirmed' },
    }),
    intact: async (c, v) => expect(await reservationStatus(c, v.id!)).toBe('pending'),
    check: (_c, _r, response) => expect(json(response).reservation.status).toBe('confirmed'),
  },
  'PATCH /api/admin/reservations/{id}': {
    ...staff('reservations.manage'),
    setup: bookingOfAAt('14:00'),
    call: (_c, _r, v) => ({ url: `/api/admin/reservations/${v.id}`, body: { time: '16:00' } }),
    intact: async (c, v) => expect(await timeOf(c, v.id!)).toBe('14:00'),
    check: (_c, _r, response) => expect(json(response).reservation.time).toBe('16:00'),
  },
  'POST /api/admin/reservations/walk-ins': {
    ...staff('reservations.manage', 201),
    call: () => ({ url: '/api/admin/reservations/walk-ins', body: { partySize: 2 } }),
    check: (_c, _r, response) => expect(json(response).reservation.status).toBe('seated'),
  },
};
