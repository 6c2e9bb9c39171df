/**
 * Invariant 10 of scripts/lib/invariants.ts (every state change that promises a mail has it in
 * the outbox): it holds on bookings, confirmations and cancellations made through the API, and
 * catches each promised mail missing, as a crash between the change and the mail leaves it.
 */

import { orders } from '@server/orders/schema';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { failing, paidCheckout } from '@test/support/invariants';
import { bookingInput, signedInAdmin, signedInCustomer } from '@test/support/reservations';
import type { TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from './lib/invariants';

const MAILS =
  'Every state change that promises a mail has it in the outbox (booking received/confirmed, order canceled, refund sent)';

describe.each(testDatabaseKinds())('mail invariant on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const check = () => checkInvariants(db(), { seatsPerSlot: 4 });
  /** Takes mails out of the outbox (and returns them, to put back). */
  const dropMails = async (where: ReturnType<typeof sql>) =>
    (
      (await db().execute(sql`delete from mail_outbox where ${where} returning *`)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
  const putBack = async (mails: Record<string, unknown>[]) => {
    for (const m of mails)
      await db().execute(
        sql`insert into mail_outbox (id, kind, "to", subject, html, text, params)
            values (${m.id}, ${m.kind}, ${m.to}, ${m.subject}, ${m.html}, ${m.text}, ${m.params})`,
      );
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds for a canceled order, a booking received and a booking confirmed', async () => {
    const paid = await paidCheckout(t);
    const [first] = await db().select().from(orders).where(eq(orders.paymentId, paid.payment.id));
    expect((await paid.client.post(`/api/orders/${first!.orderId}/cancel`)).statusCode).toBe(200);
    const { client } = await signedInCustomer(t);
    const input = bookingInput({ time: '16:00', guests: 2 });
    const booked = await client.post('/api/reservations', input);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await client.post('/api/reservations', { ...input, guests: 1 })).statusCode).toBe(201);
    const admin = await signedInAdmin(t);
    const confirmed = await admin.client.post(
      `/api/admin/reservations/${booked.json().reservation.id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.idle();

    const report = await check();
    expect(failing(report)).toEqual([]);
    expect(report.facts['mails order_canceled']).toBe(1);
    expect(report.facts['mails reservation_confirmation']).toBe(2);
    expect(report.facts['mails reservation_confirmed']).toBe(1);
  });

  it('catches a canceled order without its cancel mail', async () => {
    const lost = await dropMails(sql`kind = 'order_canceled'`);
    expect(lost).toHaveLength(1);
    expect(failing(await check())).toEqual([MAILS]);
    await putBack(lost);
    expect(failing(await check())).toEqual([]);
  });

  it('catches a refund that went through after the cancel mail, told nowhere', async () => {
    // The cancel mail said "pending" (the provider was slow); the refund mail never came.
    await db().execute(
      sql`update mail_outbox set params = (params::jsonb || '{"refund_status":"pending"}')::text
          where kind = 'order_canceled'`,
    );
    const refundMails = await dropMails(sql`kind = 'order_refunded'`);
    expect(failing(await check())).toEqual([MAILS]);
    if (refundMails.length > 0) await putBack(refundMails);
    else
      await db().execute(
        sql`insert into mail_outbox (kind, "to", subject, html, text, params)
            select 'order_refunded', "to", 'Your refund', html, text, params from mail_outbox
            where kind = 'order_canceled'`,
      );
    expect(failing(await check())).toEqual([]);
  });

  it('catches a booking without its "received" mail, and a confirmation without its mail', async () => {
    // Two bookings of the slot and two "received" mails: one lost is one too few.
    const received = await dropMails(
      sql`id = (select id from mail_outbox where kind = 'reservation_confirmation' limit 1)`,
    );
    expect(failing(await check())).toEqual([MAILS]);
    await putBack(received);
    const confirmedMail = await dropMails(sql`kind = 'reservation_confirmed'`);
    expect(failing(await check())).toEqual([MAILS]);
    await putBack(confirmedMail);
    expect(failing(await check())).toEqual([]);
  });
});
