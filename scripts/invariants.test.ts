/**
 * The load and crash tests are only as good as their invariant checks: this proves each check
 * passes on data written through the API and catches the breakage it exists for.
 */

import { orderLines, orders } from '@server/orders/schema';
import { payments } from '@server/payments/schema';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { guestPaid } from '@test/support/guest-checkout';
import { charge, failing, paidCheckout as paidThroughApi } from '@test/support/invariants';
import { bookingInput, signedInCustomer } from '@test/support/reservations';
import type { TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from './lib/invariants';

const SEATS = 4;
const MAILS =
  'Every state change that promises a mail has it in the outbox (booking received/confirmed, order canceled, refund sent)';
const LEDGER =
  'Money adds up to the kobo per transaction (taken = recorded + owed back; paid back = our accepted refunds)';

describe.each(testDatabaseKinds())('load invariants on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const check = () => checkInvariants(db(), { seatsPerSlot: SEATS });

  const paidCheckout = () => paidThroughApi(t);

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind, { env: { RESERVATION_SEATS_PER_SLOT: String(SEATS) } });
    await seedMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('hold for paid checkouts, an abandoned payment and bookings up to the capacity', async () => {
    await paidCheckout();
    // Started and left in the frame: pending, with a reason.
    const left = await readyCustomer(t);
    await addToCart(left.client, (await t.services.catalog.menu({ category: 'Pasta' }))[0]!);
    await startPayment(left.client, left.customer, left.addressId);
    const { client } = await signedInCustomer(t);
    const booked = await client.post('/api/reservations', bookingInput({ guests: SEATS }));
    expect(booked.statusCode, booked.body).toBe(201);

    const report = await check();
    expect(failing(report)).toEqual([]);
    expect(report.facts['payments successful']).toBe(1);
    expect(report.facts['pending payments: never paid (abandoned)']).toBe(1);
    expect(report.facts['slots full']).toBe(1);
  });

  it('catch a verified payment whose order lost a line, or whose lines do not add up', async () => {
    const { payment } = await paidCheckout();
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, payment.id));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.length).toBeGreaterThan(1);
    const ONE_ORDER =
      'Every verified payment has its one order (lines, subtotal, fee and total match what was paid)';
    await db().delete(orderLines).where(eq(orderLines.id, lines[0]!.id));
    expect(failing(await check())).toEqual([ONE_ORDER]);
    // Put back, so the next cases start from data that holds.
    await db().insert(orderLines).values(lines[0]!);
    expect(failing(await check())).toEqual([]);

    // A line whose price moved (a bug writing the catalog's price, not the one paid).
    await db()
      .update(orderLines)
      .set({
        unitPriceMinor: lines[1]!.unitPriceMinor + 1,
        lineTotalMinor: sql`(${lines[1]!.unitPriceMinor} + 1) * ${orderLines.quantity}`,
      })
      .where(eq(orderLines.id, lines[1]!.id));
    expect(failing(await check())).toEqual([ONE_ORDER]);
    await db().update(orderLines).set(lines[1]!).where(eq(orderLines.id, lines[1]!.id));
    expect(failing(await check())).toEqual([]);
  });

  it('catch orders of a payment that is not verified and money taken but not recorded', async () => {
    const { payment } = await paidCheckout();
    await db().update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));

    expect(failing(await check())).toEqual([
      'No order without a verified payment, no verified payment the provider did not take',
      'No payment left pending without a reason (paid at the provider but not recorded)',
      LEDGER,
    ]);
    await db().update(payments).set({ status: 'successful' }).where(eq(payments.id, payment.id));
  });

  it('catch a receipt lost after its payment was marked as having its receipts queued', async () => {
    const { payment } = await paidCheckout();
    await t.services.mail.idle();
    const [first] = await db().select().from(orders).where(eq(orders.paymentId, payment.id));
    await db().execute(
      sql`delete from mail_outbox where kind = 'order_receipt' and params::jsonb ->> 'order_id' = ${first!.orderId}`,
    );

    expect(failing(await check())).toEqual([
      'Every order of a payment marked "receipts queued" has its receipt in the outbox',
    ]);
    // Not marked yet: the recovery loop will queue them, so it is counted, not a failure.
    await db().update(payments).set({ receiptsQueuedAt: null }).where(eq(payments.id, payment.id));
    const report = await check();
    expect(failing(report)).toEqual([]);
    expect(report.facts['successful payments whose receipts are not queued yet']).toBe(1);
    await t.services.checkout.recoverPending(new Date(Date.now() + 3600_000));
    await t.services.mail.idle();
    expect(failing(await check())).toEqual([]);
  });

  it('catch a paid dish left in the cart, not the same dish bought again later', async () => {
    const { payment, client, pizzas } = await paidCheckout();
    // The diner orders the same pizza again after paying: a new purchase, not a leftover.
    await addToCart(client, pizzas[0]!);
    expect(failing(await check())).toEqual([]);

    await db().execute(
      sql`update cart_items set created_at = ${payment.updatedAt.toISOString()}::timestamptz - interval '1 second'
          where user_id = ${payment.userId}`,
    );
    expect(failing(await check())).toEqual([
      'No cart holds paid items (no line of a paid dish older than the recording)',
    ]);
    await db().execute(sql`delete from cart_items where user_id = ${payment.userId}`);
  });

  it('hold for a guest’s checkout joined to an account whose cart had that dish; catch it left in the guest cart', async () => {
    const owner = await readyCustomer(t);
    const paid = await guestPaid(t, { email: owner.customer.email });
    // The account's own cart held the same pizza since before the guest paid: not a leftover.
    await addToCart(owner.client, paid.margherita);
    await db().execute(
      sql`update cart_items set created_at = now() - interval '1 hour' where user_id = ${owner.customer.id}`,
    );
    expect((await owner.client.post(`/api/orders/by-link/${paid.token}/join`)).statusCode).toBe(
      200,
    );
    expect(failing(await check())).toEqual([]);

    // A line of the paid dish left in the guest's own cart, older than the recording, is caught.
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, paid.started.reference));
    await addToCart(paid.client, paid.margherita);
    await db().execute(
      sql`update cart_items set created_at = ${payment!.updatedAt.toISOString()}::timestamptz - interval '1 second'
          where guest_key = ${payment!.guestKey}`,
    );
    expect(failing(await check())).toEqual([
      'No cart holds paid items (no line of a paid dish older than the recording)',
    ]);
    await db().execute(sql`delete from cart_items where guest_key = ${payment!.guestKey}`);
    await db().execute(sql`delete from cart_items where user_id = ${owner.customer.id}`);
  });

  it('catch a slot holding more seats than it has', async () => {
    const { client, customer } = await signedInCustomer(t);
    const input = bookingInput({ time: '20:00', guests: SEATS - 1 });
    expect((await client.post('/api/reservations', input)).statusCode).toBe(201);
    // What a broken availability check would let through: a second booking past the capacity.
    const [user] = (
      (await db().execute(
        sql`select id from users where email = ${customer.email}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await db().execute(
      sql`insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
            reservation_time, guests, status)
          values (${user!.id}, 'Over', 'Booked', ${customer.email}, '+234 803 555 0147',
            ${input.date}::date, ${input.time}, 2, 'pending')`,
    );

    expect(failing(await check())).toEqual([
      `No reservation slot holds more than ${SEATS} seats (pending + confirmed)`,
      // Written past the service, the extra booking has no "received" mail either.
      MAILS,
    ]);
    await db().execute(sql`delete from reservations where first_name = 'Over'`);
    expect(failing(await check())).toEqual([]);
  });

  it('catch a refused payment the provider charged without a refund', async () => {
    const ready = await readyCustomer(t);
    await addToCart(ready.client, (await t.services.catalog.menu({ category: 'Burger' }))[0]!);
    const started = await startPayment(ready.client, ready.customer, ready.addressId);
    await charge(ready.client, started.accessCode, SANDBOX_CARDS.success);
    // Refused (as when the cart changed) but the refund never asked for: the money is kept.
    await db()
      .update(payments)
      .set({ status: 'rejected', reason: 'cart changed', refundDueMinor: started.amountMinor })
      .where(eq(payments.reference, started.reference));

    expect(failing(await check())).toEqual([
      'Every refused payment the provider charged has a refund accepted by the provider',
    ]);
  });
});
