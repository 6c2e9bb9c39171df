import { bookingLinks } from '@server/reservations/booking-link';
import { reservations } from '@server/reservations/schema';
import { addDays } from '@shared/reservations';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Ctx, type Entry, json, reservationInput } from './kit';

/**
 * A guest's booking by its signed link: public, the token is the proof. Every
 * caller holding the link may use it alike, signed in or not, staff or another customer.
 */

/** The token a mail about booking `id` carries. */
const tokenOf = async (c: Ctx, id: string) => {
  const [row] = await c.t.db.database.db.select().from(reservations).where(eq(reservations.id, id));
  const url = bookingLinks(c.t.services.links, 'http://x', 'Africa/Lagos').urlFor(row!);
  return url.split('/booking/')[1]!;
};
/**
 * A fresh booking and its link for each caller (a change or cancel consumes it), written straight
 * to the table for the spare account, a day after the other entries' bookings: booking through
 * the API for every caller would fill the sitting, A's account cap and A's booking rate limit.
 */
const DAY = () => addDays(reservationInput().date, 1);
const freshLink = async (c: Ctx) => {
  const [row] = await c.t.db.database.db
    .insert(reservations)
    .values({
      ...reservationInput(),
      userId: c.accounts.spare.id,
      email: c.accounts.spare.email,
      reservationDate: DAY(),
      reservationTime: '12:00',
      status: 'pending',
    })
    .returning();
  return { id: row!.id, token: await tokenOf(c, row!.id) };
};

export const bookingLinkEntries: Record<string, Entry> = {
  'GET /api/bookings/by-link/{token}': {
    expect: 'open',
    setup: freshLink,
    call: (_c, _r, v) => ({ url: `/api/bookings/by-link/${v.token}` }),
    check: (_c, _r, response) => expect(json(response).booking.guests).toBe(2),
  },
  'GET /api/bookings/by-link/{token}/slots': {
    expect: 'open',
    setup: freshLink,
    call: (_c, _r, v) => ({
      url: `/api/bookings/by-link/${v.token}/slots?date=${DAY()}&guests=2`,
    }),
    check: (_c, _r, response) => expect(json(response).slots.length).toBeGreaterThan(0),
  },
  'PATCH /api/bookings/by-link/{token}': {
    expect: 'open',
    setup: freshLink,
    call: (_c, _r, v) => ({
      url: `/api/bookings/by-link/${v.token}`,
      body: { date: DAY(), time: '14:00', guests: 2 },
    }),
    check: (_c, _r, response) => expect(json(response).booking.time).toBe('14:00'),
  },
  'POST /api/bookings/by-link/{token}/cancel': {
    expect: 'open',
    setup: freshLink,
    call: (_c, _r, v) => ({ url: `/api/bookings/by-link/${v.token}/cancel` }),
    check: (_c, _r, response) => expect(json(response).booking.status).toBe('canceled'),
  },
};
