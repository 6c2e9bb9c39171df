import { orders } from '@server/orders/schema';
import { sandboxRefunds } from '@server/payments/schema';
import { createAdmin } from '@server/seed/factories';
import { orderStageTexts } from '@shared/order-stage-texts';
import { testDatabaseKinds } from '@test/support/databases';
import { outboxMails, seedPaidOrders, signedIn } from '@test/support/orders';
import { paidWithSandbox, seededCheckoutApp } from '@test/support/payments';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Who may move an order through its stages over HTTP, and what each step writes. */
describe.each(testDatabaseKinds())('order stages over HTTP on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let diner: TestClient;
  let other: TestClient;
  let dinerAccount: { id: string; email: string; password: string };
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await seededCheckoutApp(kind);
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
    const { createCustomer } = await import('@server/seed/factories');
    dinerAccount = await createCustomer(t.services);
    diner = await signedIn(t, dinerAccount);
    other = await signedIn(t, await createCustomer(t.services));
  });
  afterAll(async () => {
    await t.close();
  });

  const seed = async (fulfilment: 'delivery' | 'pickup' = 'delivery') =>
    (
      await seedPaidOrders(db(), {
        userId: dinerAccount.id,
        email: dinerAccount.email,
        fulfilment,
      })
    ).orderId;
  const step = (client: TestClient, id: string, body: Record<string, unknown>) =>
    client.post(`/api/admin/orders/${id}/transition`, body);
  const stageOf = async (id: string) =>
    (await db().select().from(orders).where(eq(orders.orderId, id)))[0];

  it('lets staff take a delivery order through every stage, with the timeline and mails', async () => {
    const id = await seed('delivery');
    const accepted = await step(admin, id, { action: 'accept', estimate: { minutes: 20 } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().ticket).toMatchObject({
      stage: 'accepted',
      readyAt: expect.any(String),
    });
    for (const action of ['start_preparing', 'mark_ready', 'send_out']) {
      expect((await step(admin, id, { action })).statusCode).toBe(200);
    }
    const done = await step(admin, id, { action: 'complete' });
    expect(done.json()).toEqual({ ticket: null });
    const row = await stageOf(id);
    expect(row).toMatchObject({ stage: 'completed', status: 'delivered' });
    expect(row?.deliveredAt).not.toBeNull();
    const present = (await diner.get('/api/orders/present')).json().items as Array<{
      orderId: string;
      stage: string;
      timeline: Array<{ stage: string; actor: string }>;
    }>;
    const mine = present.find((o) => o.orderId === id);
    expect(mine?.stage).toBe('completed');
    expect(mine?.timeline.map((e) => [e.stage, e.actor])).toEqual([
      ['new', 'system'],
      ['accepted', 'staff'],
      ['preparing', 'staff'],
      ['ready', 'staff'],
      ['out_for_delivery', 'staff'],
      ['completed', 'staff'],
    ]);
    expect(await outboxMails(db(), dinerAccount.email, 'order_accepted')).toHaveLength(1);
    expect(await outboxMails(db(), dinerAccount.email, 'order_out_for_delivery')).toHaveLength(1);
  });

  it('answers an illegal step 409, a bad estimate or reason 400, with the module message', async () => {
    const id = await seed('pickup');
    const early = await step(admin, id, { action: 'mark_ready' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(orderStageTexts.refusals.wrongStage.mark_ready('new'));
    const noEstimate = await step(admin, id, { action: 'accept' });
    expect(noEstimate.statusCode).toBe(400);
    expect(noEstimate.json().error.message).toBe(orderStageTexts.estimate.choose);
    const noReason = await step(admin, id, { action: 'reject', reason: ' x ' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await step(admin, id, { action: 'accept', estimate: { minutes: 10 } })).statusCode,
    ).toBe(200);
    const sendOut = await step(admin, id, { action: 'send_out' });
    expect(sendOut.statusCode).toBe(409);
    expect(sendOut.json().error.message).toBe(orderStageTexts.refusals.pickupNotSentOut);
  });

  it('lets the diner cancel only while New; other diners 404, guests 401, diners never step', async () => {
    const id = await seed();
    expect(
      (await step(diner, id, { action: 'accept', estimate: { minutes: 10 } })).statusCode,
    ).toBe(403);
    expect(
      (await t.client().post(`/api/admin/orders/${id}/transition`, { action: 'accept' }))
        .statusCode,
    ).toBe(401);
    expect((await other.post(`/api/orders/${id}/cancel`)).statusCode).toBe(404);
    expect(
      (await step(admin, id, { action: 'accept', estimate: { minutes: 30 } })).statusCode,
    ).toBe(200);
    const late = await diner.post(`/api/orders/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(orderStageTexts.refusals.dinerCancelTooLate);
    expect((await stageOf(id))?.stage).toBe('accepted');

    const fresh = await seed();
    const canceled = await diner.post(`/api/orders/${fresh}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().order).toMatchObject({ stage: 'canceled', status: 'canceled' });
  });

  it('two staff accepting at once: one 200, one 409 "already Accepted"', async () => {
    const id = await seed();
    const answers = await Promise.all(
      [10, 20].map((minutes) => step(admin, id, { action: 'accept', estimate: { minutes } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    expect(lost?.json().error.message).toBe(orderStageTexts.refusals.already('accepted'));
    const number = (await stageOf(id))?.number;
    const mails = await outboxMails(db(), dinerAccount.email, 'order_accepted');
    expect(mails.filter((m) => m.subject.includes(`#${number} `))).toHaveLength(1);
  });

  it('a reject with a reason refunds items and fee exactly once at the provider', async () => {
    const dish = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
    const payment = await paidWithSandbox(t, dish);
    const [order] = await t.services.orders.ofPayment(payment.id);
    const id = order!.orderId;
    const reasons = ['Out of dough tonight', 'Out of dough tonight, sorry'];
    const answers = await Promise.all(
      reasons.map((reason) => step(admin, id, { action: 'reject', reason })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await t.services.orders.idle();
    const row = await stageOf(id);
    expect(row).toMatchObject({
      stage: 'rejected',
      status: 'canceled',
      refundMinor: order!.totalMinor,
    });
    const refunds = await db()
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.reference, payment.reference));
    expect(refunds.map((r) => r.amountMinor)).toEqual([order!.totalMinor]);
    expect(order!.totalMinor).toBe(order!.subtotalMinor + order!.deliveryFeeMinor);
    const mails = await outboxMails(db(), row!.email, 'order_rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Out of dough tonight');
  });

  it('acknowledges a new ticket once for every board', async () => {
    const id = await seed();
    const before = (await admin.get('/api/admin/kitchen')).json();
    expect(before.tickets.find((x: { orderId: string }) => x.orderId === id)).toMatchObject({
      stage: 'new',
      acknowledged: false,
      lines: [{ name: 'Jollof Rice', quantity: 2 }],
    });
    expect((await diner.get('/api/admin/kitchen')).statusCode).toBe(403);
    const ack = await admin.post(`/api/admin/orders/${id}/acknowledge`);
    expect(ack.json().ticket).toMatchObject({ acknowledged: true });
  });
});
