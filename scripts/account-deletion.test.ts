/**
 * "Delete my account" and "download my data" against paid orders, a booking to
 * come and one past: the orders stay with their money (the invariants, rollups included, still
 * hold and the dashboard's totals do not move), the personal data is gone, the booking to come is
 * canceled, every session ends and the address can sign up again.
 */

import { users } from '@server/accounts/schema';
import { addressDetails } from '@server/checkout/schema';
import { orders } from '@server/orders/schema';
import { payments } from '@server/payments/schema';
import { reservations } from '@server/reservations/schema';
import { messages } from '@shared/messages';
import { addDays } from '@shared/reservations';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { failing, paidCheckout } from '@test/support/invariants';
import { bookingInput, restaurantToday } from '@test/support/reservations';
import type { TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './lib/invariant-query';
import { checkInvariants } from './lib/invariants';

const MAILS =
  'Every state change that promises a mail has it in the outbox (booking received/confirmed, order canceled, refund sent)';

describe.each(testDatabaseKinds())('account deletion and export on %s', (kind) => {
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof paidCheckout>>;
  const db = () => t.db.database.db;
  const totals = async () =>
    (
      await rows<{ orders: string; revenue: string }>(
        db(),
        sql`select coalesce(sum(orders), 0)::text as orders, coalesce(sum(revenue_minor), 0)::text as revenue from order_totals`,
      )
    )[0];

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    paid = await paidCheckout(t);
    const booked = await paid.client.post('/api/reservations', bookingInput({ guests: 2 }));
    expect(booked.statusCode, booked.body).toBe(201);
    // A booking from last week, as the restaurant's history has it.
    await db()
      .insert(reservations)
      .values({
        ...bookingInput(),
        reservationDate: addDays(restaurantToday(), -7),
        reservationTime: '19:00',
        userId: paid.customer.id,
        email: paid.customer.email,
        status: 'confirmed',
      });
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports the profile, addresses, orders with their lines, payments and reservations', async () => {
    const response = await paid.client.get('/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.profile.email).toBe(paid.customer.email);
    expect(data.parts.addresses.saved).toHaveLength(1);
    expect(data.parts.addresses.deliveryOption).toBe('Home Delivery');
    const order = data.parts.orders[0];
    expect(order.totalMinor).toBe(paid.payment.amountMinor);
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.lines[0]).toMatchObject({ name: paid.pizzas[0]!.name, quantity: 2 });
    expect(data.parts.payments[0].reference).toBe(paid.payment.reference);
    expect(data.parts.reservations).toHaveLength(2);
    // Nobody else's data, and no password hash.
    expect(JSON.stringify(data)).not.toContain('password');
  });

  it('keeps the orders and their totals, removes the personal data, cancels what is to come', async () => {
    const before = await totals();
    // The past booking above was written without its mail: the mail invariant knows it already.
    const failingBefore = failing(await checkInvariants(db(), { seatsPerSlot: 4 }));
    expect(failingBefore).toEqual([MAILS]);
    const [orderBefore] = await db()
      .select()
      .from(orders)
      .where(eq(orders.userId, paid.customer.id));
    const other = t.client();
    await other.post('/api/auth/login', {
      email: paid.customer.email,
      password: paid.customer.password,
    });

    const wrong = await paid.client.post('/api/account/delete', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(messages.account.deleteConfirmWrong);

    const deleted = await paid.client.post('/api/account/delete', {
      password: paid.customer.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.idle();

    const [order] = await db().select().from(orders).where(eq(orders.id, orderBefore!.id));
    expect(order).toMatchObject({
      totalMinor: orderBefore!.totalMinor,
      subtotalMinor: orderBefore!.subtotalMinor,
      stage: orderBefore!.stage,
      customerName: 'Deleted customer',
      customerPhone: '',
      deliveryPhone: null,
      note: null,
    });
    expect(order!.email).not.toBe(paid.customer.email);
    expect(order!.deliveryAddress).not.toContain('Admiralty');
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid.payment.id));
    expect(payment).toMatchObject({ amountMinor: paid.payment.amountMinor, status: 'successful' });
    expect(payment!.email).not.toBe(paid.customer.email);
    expect(payment!.deliveryAddress).toBe('');
    expect(await totals()).toEqual(before);
    expect(failing(await checkInvariants(db(), { seatsPerSlot: 4 }))).toEqual(failingBefore);
    // The back office's search looks names up among the orders' distinct names: the name went.
    const named = await rows<{ name: string }>(
      db(),
      sql`select name from order_names where name in (lower(${orderBefore!.customerName}), 'deleted customer')`,
    );
    expect(named.map((row) => row.name)).toEqual(['deleted customer']);

    const bookings = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.userId, paid.customer.id));
    const upcoming = bookings.find((b) => b.reservationDate > restaurantToday());
    const past = bookings.find((b) => b.reservationDate < restaurantToday());
    expect(upcoming?.status).toBe('canceled');
    expect(past?.status).toBe('confirmed');
    for (const booking of bookings) {
      expect(booking).toMatchObject({ lastName: '', phone: '', specialRequests: '' });
      expect(booking.email).not.toBe(paid.customer.email);
    }
    expect(
      await db().select().from(addressDetails).where(eq(addressDetails.userId, paid.customer.id)),
    ).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.id, paid.customer.id));
    expect(user).toMatchObject({
      username: 'Deleted customer',
      phone: null,
      emailVerifiedAt: null,
    });

    // Every session ended: this one and the other device.
    expect((await paid.client.get('/api/auth/session')).json().user).toBeNull();
    expect((await other.get('/api/auth/session')).json().user).toBeNull();
    const login = await t.client().post('/api/auth/login', {
      email: paid.customer.email,
      password: paid.customer.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets the address sign up again as a new account', async () => {
    const client = t.client();
    const signup = await client.post('/api/auth/signup', {
      username: 'Back again',
      email: paid.customer.email,
      password: 'a-new-secret',
    });
    expect(signup.statusCode).toBe(201);
    await t.services.mail.idle();
    const mails = t.mails.sent.filter((mail) => mail.to === paid.customer.email);
    expect(mails.at(-1)?.kind).toBe('verify_email');
    const [fresh] = await db()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${paid.customer.email}`);
    expect(fresh!.id).not.toBe(paid.customer.id);
  });
});
