import { reservations, reservationWaitlist } from '@server/reservations/schema';
import { addDays } from '@shared/reservations';
import { WAITLIST_OFFER_PURPOSE } from '@shared/waitlist';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Ctx, customer, type Entry, json, reservationInput, weekAhead } from './kit';

/**
 * The waitlist: every route is a customer's own. Rows are written straight
 * into the database (a full slot, an entry, a live offer) on a day of their own, so no caller's
 * call depends on another's.
 */
let dayOffset = 20;
const freshDay = () => addDays(weekAhead(), dayOffset++ % 40);
const entryOfA = async (c: Ctx, status: 'waiting' | 'offered', startMin: number) => {
  const now = new Date();
  const expires = new Date(now.getTime() + 15 * 60_000);
  const [row] = await c.t.db.database.db
    .insert(reservationWaitlist)
    .values({
      userId: c.accounts.a.id,
      restaurantDay: freshDay(),
      startMin,
      party: 2,
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '0803 000 0000',
      email: c.accounts.a.email,
      status,
      ...(status === 'offered' ? { offeredAt: now, offerExpiresAt: expires } : {}),
    })
    .returning();
  const token = c.t.services.links.sign(WAITLIST_OFFER_PURPOSE, row!.id, expires);
  return { id: row!.id, token };
};
const statusOf = async (c: Ctx, id: string) =>
  (
    await c.t.db.database.db
      .select()
      .from(reservationWaitlist)
      .where(eq(reservationWaitlist.id, id))
  )[0]?.status;

export const waitlistEntries: Record<string, Entry> = {
  'POST /api/reservations/waitlist': {
    expect: customer(201),
    // A full 12:00 on a day of its own (the spare account's bookings: nobody's cap is touched).
    setup: async (c) => {
      const date = freshDay();
      const full = { ...reservationInput(), date, time: '12:00', guests: 20 };
      for (let i = 0; i < 2; i++)
        await c.t.db.database.db.insert(reservations).values({
          userId: c.accounts.spare.id,
          firstName: full.firstName,
          lastName: full.lastName,
          email: c.accounts.spare.email,
          phone: full.phone,
          reservationDate: date,
          reservationTime: '12:00',
          guests: 20,
          status: 'confirmed',
        });
      return { date };
    },
    call: (_c, _r, v) => ({
      url: '/api/reservations/waitlist',
      body: { ...reservationInput(), date: v.date, time: '12:00', specialRequests: undefined },
    }),
  },
  'GET /api/reservations/waitlist': {
    expect: customer(200),
    check: (_c, _role, response) => expect(Array.isArray(json(response).entries)).toBe(true),
  },
  'POST /api/reservations/waitlist/{id}/leave': {
    expect: customer(200, 404),
    setup: async (c) => entryOfA(c, 'waiting', 720),
    call: (_c, _r, v) => ({ url: `/api/reservations/waitlist/${v.id}/leave` }),
    intact: async (c, v) => expect(await statusOf(c, v.id!)).toBe('waiting'),
  },
  'GET /api/reservations/waitlist/offer': {
    expect: customer(200, 403),
    setup: async (c) => entryOfA(c, 'offered', 840),
    call: (_c, _r, v) => ({ url: `/api/reservations/waitlist/offer?token=${v.token}` }),
  },
  'POST /api/reservations/waitlist/offer/book': {
    expect: customer(201, 403),
    setup: async (c) => entryOfA(c, 'offered', 960),
    call: (_c, _r, v) => ({
      url: '/api/reservations/waitlist/offer/book',
      body: { token: v.token },
    }),
    intact: async (c, v) => expect(await statusOf(c, v.id!)).toBe('offered'),
  },
};
