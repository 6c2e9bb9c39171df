import { orderSlots, orderStatusHistory, orders } from '@server/orders/schema';
import { payments, refunds } from '@server/payments/schema';
import { zonedNow } from '@shared/calendar-dates';
import type { MenuItem } from '@shared/catalog';
import { slotRefusalTexts } from '@shared/hours';
import type { WhenOptions } from '@shared/scheduled-orders';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { chargeSandbox, seededCheckoutApp } from '@test/support/payments';
import { saveHours } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const TZ = 'Africa/Lagos';
const LEAD = 60;

/** Scheduled orders, the per-slot cap and the move to New. */
describe.each(testDatabaseKinds())('scheduled orders at checkout, on %s', (kind) => {
  let t: TestApp;
  let pizza: MenuItem;
  const db = () => t.db.database.db;

  const when = async (client: TestClient): Promise<WhenOptions> => {
    const response = await client.get('/api/checkout/when');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  async function dinerWithCart() {
    const diner = await readyCustomer(t);
    await addToCart(diner.client, pizza);
    return diner;
  }
  const tryToPay = (diner: Awaited<ReturnType<typeof dinerWithCart>>, scheduledFor?: string) =>
    diner.client.post('/api/checkout/payments', {
      addressId: diner.addressId,
      fullName: diner.customer.username,
      email: diner.customer.email,
      ...(scheduledFor ? { scheduledFor } : {}),
    });
  /** Charges a started payment and asks the server to record it: the verify answer. */
  async function payAndVerify(
    client: TestClient,
    started: { accessCode: string; reference: string },
  ) {
    const charged = await chargeSandbox(client, started.accessCode);
    expect(charged.statusCode, charged.body).toBeLessThan(300);
    return verify(client, started.reference);
  }
  const orderOf = async (userId: string) =>
    (await db().select().from(orders).where(eq(orders.userId, userId)))[0];

  beforeAll(async () => {
    t = await seededCheckoutApp(kind);
    pizza = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
  });
  beforeEach(async () => {
    await saveHours(t, { leadTimeMinutes: LEAD });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers ASAP with its ready time and the slots from the lead time on', async () => {
    const { client } = await dinerWithCart();
    const options = await when(client);
    expect(options.fulfilment).toBe('delivery');
    expect(options.asap.available).toBe(true);
    const first = new Date(options.slots[0]!).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.now() + LEAD * 60_000 - 1000);
    expect(first - Date.now()).toBeLessThan((LEAD + 15) * 60_000);
  });

  it('records a scheduled order as Scheduled and the sweep moves it to New once its prep is due', async () => {
    const diner = await dinerWithCart();
    const slot = (await when(diner.client)).slots[8]!;
    const started = await startPayment(diner.client, diner.customer, diner.addressId, {
      scheduledFor: slot,
    });
    expect((await payAndVerify(diner.client, started)).statusCode).toBe(200);
    const order = (await orderOf(diner.customer.id))!;
    expect(order.stage).toBe('scheduled');
    expect(order.scheduledFor?.toISOString()).toBe(slot);
    expect(order.prepDueAt?.getTime()).toBe(new Date(slot).getTime() - LEAD * 60_000);

    // Not yet due: nothing moves. Due: it moves once, by the system, however many sweeps run.
    expect(await t.services.orders.releaseDueOrders(new Date(order.prepDueAt!.getTime() - 1))).toBe(
      0,
    );
    const due = new Date(order.prepDueAt!.getTime() + 1000);
    // Two instances sweep at once: the compare-and-set on the stage lets one move it.
    const other = await createCheckoutTestApp(kind, { database: t.db });
    const moved = await Promise.all([
      t.services.orders.releaseDueOrders(due),
      other.services.orders.releaseDueOrders(due),
    ]);
    await other.close();
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await orderOf(diner.customer.id))!.stage).toBe('new');
    const timeline = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(timeline.map((row) => [row.stage, row.actorKind])).toEqual([
      ['scheduled', 'system'],
      ['new', 'system'],
    ]);
  });

  it('refuses a time that is not an offered slot, charging nothing', async () => {
    const diner = await dinerWithCart();
    const offgrid = new Date(new Date((await when(diner.client)).slots[3]!).getTime() + 60_000);
    const refused = await tryToPay(diner, offgrid.toISOString());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(slotRefusalTexts.not_a_slot);
    const tooSoon = await tryToPay(diner, new Date(Date.now() + 5 * 60_000).toISOString());
    expect(tooSoon.statusCode).toBe(409);
    expect(
      await db().select().from(payments).where(eq(payments.userId, diner.customer.id)),
    ).toEqual([]);
  });

  it('lets a diner schedule while orders are paused, but not order ASAP', async () => {
    await saveHours(t, { leadTimeMinutes: LEAD, pause: { on: true, until: null } });
    const diner = await dinerWithCart();
    const options = await when(diner.client);
    expect(options.asap).toEqual({ available: false, reason: 'Online orders are paused.' });
    expect((await tryToPay(diner)).statusCode).toBe(409);
    expect((await tryToPay(diner, options.slots[0])).statusCode).toBe(201);
  });

  it('refunds once when the chosen day closed between starting and paying', async () => {
    const diner = await dinerWithCart();
    const slot = (await when(diner.client)).slots[4]!;
    const started = await startPayment(diner.client, diner.customer, diner.addressId, {
      scheduledFor: slot,
    });
    const day = zonedNow(new Date(slot), TZ).date;
    await saveHours(t, { leadTimeMinutes: LEAD, closures: [{ from: day, to: day, note: '' }] });
    const answer = await payAndVerify(diner.client, started);
    expect(answer.statusCode).toBe(402);
    expect(answer.json().error.message).toBe(slotRefusalTexts.closure);
    await t.idle();
    expect(await orderOf(diner.customer.id)).toBeUndefined();
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    expect(payment).toMatchObject({ status: 'rejected', reason: slotRefusalTexts.closure });
    const refunded = await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.amountMinor).toBe(payment!.amountMinor);
  });

  it('20 diners paying at once for the last 3 places of a slot: exactly 3 orders, 17 refunded once', async () => {
    await saveHours(t, { leadTimeMinutes: LEAD, maxOrdersPerSlot: 5 });
    const first = await dinerWithCart();
    const slot = (await when(first.client)).slots[12]!;
    // Two places go first, one by one.
    for (const diner of [first, await dinerWithCart()]) {
      const started = await startPayment(diner.client, diner.customer, diner.addressId, {
        scheduledFor: slot,
      });
      expect((await payAndVerify(diner.client, started)).statusCode).toBe(200);
    }
    const racers = await Promise.all(Array.from({ length: 20 }, () => dinerWithCart()));
    // Every one of them may start: three places are still free when they do.
    const started: Array<{ accessCode: string; reference: string }> = [];
    for (const diner of racers) {
      started.push(
        await startPayment(diner.client, diner.customer, diner.addressId, { scheduledFor: slot }),
      );
    }
    const answers = await Promise.all(
      racers.map((diner, i) => payAndVerify(diner.client, started[i]!)),
    );
    await t.idle();
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 402)).toHaveLength(17);
    const inSlot = await db()
      .select()
      .from(orders)
      .where(eq(orders.slotAt, new Date(slot)));
    expect(inSlot).toHaveLength(5);
    expect(
      await db()
        .select()
        .from(orderSlots)
        .where(eq(orderSlots.slotAt, new Date(slot))),
    ).toEqual([{ slotAt: new Date(slot), taken: 5 }]);
    const references = started.map((s) => s.reference);
    const rows = await db().select().from(payments).where(inArray(payments.reference, references));
    const refused = rows.filter((row) => row.status === 'rejected');
    expect(refused).toHaveLength(17);
    expect(new Set(refused.map((row) => row.reason))).toEqual(new Set([slotRefusalTexts.full]));
    const refundRows = await db()
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.paymentId,
          refused.map((row) => row.id),
        ),
      );
    expect(refundRows).toHaveLength(17);
    expect(new Set(refundRows.map((row) => row.paymentId)).size).toBe(17);
    // The full slot is no longer offered, and starting a payment for it is refused up front.
    const late = await dinerWithCart();
    expect((await when(late.client)).slots).not.toContain(slot);
    const refusedUpFront = await tryToPay(late, slot);
    expect(refusedUpFront.statusCode).toBe(409);
    expect(refusedUpFront.json().error.message).toBe(slotRefusalTexts.full);
  }, 120_000);
});
