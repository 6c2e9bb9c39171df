import { createAdmin, createCustomer } from '@server/seed/factories';
import { addDays, type ReservationInput, zonedNow } from '@shared/reservations';
import type { TestApp } from './test-app';

/** Today in the restaurant's default zone (Africa/Lagos), by the (possibly faked) clock. */
export const restaurantToday = (timeZone = 'Africa/Lagos') => zonedNow(new Date(), timeZone).date;

/** A valid booking, a few days ahead so no slot of it is past. */
export function bookingInput(overrides: Partial<ReservationInput> = {}): ReservationInput {
  return {
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+234 803 555 0147',
    date: addDays(restaurantToday(), 3),
    time: '18:00',
    guests: 2,
    specialRequests: '',
    ...overrides,
  };
}

/** A verified customer, signed in; `overrides.email` picks the account's address (where its mails go). */
export async function signedInCustomer(
  t: TestApp,
  overrides: Parameters<typeof createCustomer>[1] = {},
) {
  const customer = await createCustomer(t.services, overrides);
  const client = t.client();
  const login = await client.post('/api/auth/login', {
    email: customer.email,
    password: customer.password,
  });
  if (login.statusCode !== 200) throw new Error(`customer sign-in failed: ${login.body}`);
  return { customer, client };
}

export async function signedInAdmin(t: TestApp) {
  const admin = await createAdmin(t.services);
  const client = t.client();
  const login = await client.post('/api/auth/admin/login', {
    email: admin.email,
    password: admin.password,
  });
  if (login.statusCode !== 200) throw new Error(`admin sign-in failed: ${login.body}`);
  return { admin, client };
}

/** Seats left in one slot, read through the public availability endpoint. */
export async function seatsLeft(t: TestApp, date: string, time: string) {
  const response = await t.client().get(`/api/reservations/availability?date=${date}`);
  const slot = response
    .json()
    .slots.find((s: { time: string; seatsLeft: number }) => s.time === time);
  return slot?.seatsLeft as number;
}

/**
 * Waits until every stored mail had its delivery attempt. The outbox may leave a mail stored in
 * the same millisecond for its retry loop (its due time has microseconds, the JS clock has not),
 * so the due ones are delivered once more here instead of waiting for that loop.
 */
export async function mailsSettled(t: TestApp) {
  await t.services.mail.idle();
  await new Promise((resolve) => setTimeout(resolve, 2));
  await t.services.mail.deliverDue();
  await t.services.mail.idle();
}
