import { cartItems } from '@server/cart/schema';
import { orders } from '@server/orders/schema';
import { payments } from '@server/payments/schema';
import { createCustomer, createStaff } from '@server/seed/factories';
import { latePaymentTexts } from '@shared/late-payments';
import { SANDBOX_CARDS } from '@shared/payments';
import { soldOutTexts } from '@shared/sold-out';
import { addToCart, createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import {
  guestBody,
  guestEmail,
  guestPaid,
  guestWithMargherita,
  receiptToken,
  startedGuestPayment,
  startGuestPayment,
  verifyGuest,
} from '@test/support/guest-checkout';
import { signedIn } from '@test/support/orders';
import { chargeSandbox } from '@test/support/payments';
import type { TestApp } from '@test/support/test-app';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A guest's payment recorded exactly once by every path (the browser, the webhook, the recovery
 * loop, a late confirmation), with its receipt and order link, on each database.
 */
describe.each(testDatabaseKinds())('guest settlement on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const paymentRow = async (reference: string) =>
    (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const ordersOf = (paymentId: string) =>
    db().select().from(orders).where(eq(orders.paymentId, paymentId));
  const mailsTo = async (email: string, kind: string) => {
    await t.services.mail.idle();
    return t.mails.sent.filter((m) => m.to === email && m.kind === kind);
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the browser (three times), the webhook and the recovery loop at once record one order, one receipt with its link', async () => {
    const { client, margherita } = await guestWithMargherita(t);
    await t.services.catalog.markDishSoldOut(margherita.id, { mode: 'off', stock: 5 });
    const email = guestEmail();
    const started = await startedGuestPayment(client, guestBody(email, { note: 'ring twice' }));
    expect((await chargeSandbox(client, started.accessCode)).statusCode).toBe(200);

    const later = new Date(Date.now() + 5 * 60_000);
    const [first, second, third] = await Promise.all([
      verifyGuest(client, started.reference),
      verifyGuest(client, started.reference),
      verifyGuest(client, started.reference),
      t.services.payments.notifySettled(started.reference),
      t.services.checkout.recoverPending(later),
    ]);
    const answers = [first!, second!, third!];
    // The browser calls that lost the race hear 409 "already recorded"; the page then reads it.
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    // The sandbox's own webhook comes 1.5 s later and finds it recorded.
    await new Promise((resolve) => setTimeout(resolve, 1800));

    const payment = await paymentRow(started.reference);
    expect(payment).toMatchObject({ status: 'successful', userId: null });
    expect(payment.guestKey).not.toBeNull();
    const [order, ...more] = await ordersOf(payment.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      userId: null,
      source: 'online',
      paymentMethod: 'card_online',
      email,
      customerName: 'Ngozi Guest',
      customerPhone: '+234 803 555 0199',
      deliveryAddress: '12 Bourdillon Road, Ikoyi, Lagos',
      note: 'ring twice',
    });
    const receipts = await mailsTo(email, 'order_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Large, Extra mozzarella, Olives');
    expect(receipts[0]!.text).toContain('/order/');
    // The cart is empty, the stock taken once, the kitchen has the ticket with the choices.
    expect((await client.get('/api/cart')).json().items).toEqual([]);
    expect((await t.services.catalog.findItem(margherita.id))?.stock).toBe(4);
    const ticket = (await t.services.orders.kitchenBoard()).find(
      (k) => k.orderId === order!.orderId,
    );
    expect(ticket?.lines[0]).toMatchObject({
      choices: ['Large', 'Extra mozzarella', 'Olives'],
      note: 'well done',
    });

    // The guest's page reads the payment and names the order's page (view only).
    const view = await client.get(`/api/checkout/guest/payments/${started.reference}`);
    expect(view.statusCode).toBe(200);
    const [path] = view.json().orderPaths as string[];
    const byView = await t.client().get(`/api/orders/by-link/${path!.slice('/order/'.length)}`);
    expect(byView.json()).toMatchObject({
      order: { orderId: order!.orderId, note: 'ring twice' },
      accountJoin: 'receipt_link',
    });
    const byMail = await t.client().get(`/api/orders/by-link/${await receiptToken(t, email)}`);
    expect(byMail.json()).toMatchObject({
      order: { orderId: order!.orderId },
      accountJoin: 'open',
    });
  });

  it('a guest’s payment is theirs alone: another guest, a diner and a cookie-less caller hear 404', async () => {
    const { client } = await guestWithMargherita(t);
    const started = await startedGuestPayment(client, guestBody(guestEmail()));
    const other = (await guestWithMargherita(t)).client;
    const diner = await signedIn(t, await createCustomer(t.services));
    for (const caller of [other, t.client()]) {
      expect((await verifyGuest(caller, started.reference)).statusCode).toBe(404);
      expect(
        (await caller.get(`/api/checkout/guest/payments/${started.reference}`)).statusCode,
      ).toBe(404);
      expect(
        (await caller.post(`/api/checkout/guest/payments/${started.reference}/abandon`)).statusCode,
      ).toBe(404);
    }
    expect(
      (await diner.request('POST', `/api/checkout/payments/${started.reference}/verify`))
        .statusCode,
    ).toBe(404);
    expect((await paymentRow(started.reference)).status).toBe('pending');
  });

  it('a pending bank transfer blocks a second payment; abandoned, it is recorded late when the cart still matches', async () => {
    const { client } = await guestWithMargherita(t);
    const email = guestEmail('transfer');
    const started = await startedGuestPayment(client, guestBody(email));
    await chargeSandbox(client, started.accessCode, SANDBOX_CARDS.transferPending);
    const waiting = (await client.get('/api/checkout/guest/transfers')).json().transfers;
    expect(waiting.map((w: { reference: string }) => w.reference)).toEqual([started.reference]);
    const again = await startGuestPayment(client, guestBody(email));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      latePaymentTexts.transferStillPending(
        started.amountMinor,
        started.currency,
        started.reference,
      ),
    );

    const abandoned = await client.post(
      `/api/checkout/guest/payments/${started.reference}/abandon`,
    );
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect((await client.get('/api/checkout/guest/transfers')).json().transfers).toEqual([]);
    const cleared = await t
      .client()
      .post('/api/payments/sandbox/transfers/confirm', { reference: started.reference });
    expect(cleared.statusCode).toBe(200);
    const payment = await paymentRow(started.reference);
    expect(payment).toMatchObject({ status: 'successful', lateOutcome: 'recorded' });
    expect(await ordersOf(payment.id)).toHaveLength(1);
    expect(await mailsTo(email, 'order_receipt')).toHaveLength(1);
    expect(
      await db().select().from(cartItems).where(eq(cartItems.guestKey, payment.guestKey!)),
    ).toEqual([]);
  });

  it('a late transfer for a cart that changed meanwhile is refunded in full, the guest mailed in that transaction', async () => {
    const { client } = await guestWithMargherita(t);
    const email = guestEmail('late');
    const started = await startedGuestPayment(client, guestBody(email));
    await chargeSandbox(client, started.accessCode, SANDBOX_CARDS.transferPending);
    await client.post(`/api/checkout/guest/payments/${started.reference}/abandon`);
    const [drink] = await t.services.catalog.menu({ category: 'Drinks' });
    await addToCart(client, drink!);
    await t.client().post('/api/payments/sandbox/transfers/confirm', {
      reference: started.reference,
    });
    const payment = await paymentRow(started.reference);
    expect(payment).toMatchObject({
      status: 'rejected',
      lateOutcome: 'refunded',
      refundDueMinor: started.amountMinor,
    });
    expect(await ordersOf(payment.id)).toEqual([]);
    const [refundMail] = await mailsTo(email, 'late_payment_refund');
    expect(refundMail?.text).toContain(latePaymentTexts.lateCartChanged);
    expect((await client.get('/api/cart')).json().items).toHaveLength(2);
  });

  it('staff reject a guest’s order: refunded once, the guest mailed a link that opens the order without an account', async () => {
    const paid = await guestPaid(t);
    const orderId = paid.answer.payment.orderIds[0]!;
    const owner = await signedIn(t, await createStaff(t.services, 'owner'), 'admin');
    const rejected = await owner.post(`/api/admin/orders/${orderId}/transition`, {
      action: 'reject',
      reason: 'Out of dough tonight',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.services.orders.idle();
    const payment = await paymentRow(paid.started.reference);
    expect(payment.refundedMinor).toBe(payment.amountMinor);
    const [mail] = await mailsTo(paid.email, 'order_rejected');
    expect(mail?.text).toContain('Out of dough tonight');
    expect(mail?.text).not.toContain('/user/present-orders');
    const token = /\/order\/([A-Za-z0-9_.-]+)/.exec(mail!.text)?.[1];
    const page = await t.client().get(`/api/orders/by-link/${token}`);
    expect(page.json()).toMatchObject({
      order: { orderId, stage: 'rejected' },
      accountJoin: 'open',
    });
  });

  it('two guests paying for the last portion: one order, the other refused and refunded once', async () => {
    const a = await guestWithMargherita(t);
    const b = await guestWithMargherita(t);
    await t.services.catalog.markDishSoldOut(a.margherita.id, { mode: 'off', stock: 1 });
    const startedA = await startedGuestPayment(a.client, guestBody(guestEmail()));
    const startedB = await startedGuestPayment(b.client, guestBody(guestEmail()));
    await chargeSandbox(a.client, startedA.accessCode);
    await chargeSandbox(b.client, startedB.accessCode);
    const answers = await Promise.all([
      verifyGuest(a.client, startedA.reference),
      verifyGuest(b.client, startedB.reference),
    ]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 402]);
    const refused = answers.find((x) => x.statusCode === 402)!;
    expect(refused.json().error.message).toBe(soldOutTexts.lostAfterPayment);
    const rows = await db().select().from(payments).where(isNotNull(payments.guestKey));
    const ours = rows.filter((r) => [startedA.reference, startedB.reference].includes(r.reference));
    expect(ours.map((r) => r.status).sort()).toEqual(['rejected', 'successful']);
    expect(ours.find((r) => r.status === 'rejected')?.refundedMinor).toBeGreaterThan(0);
    await t.services.catalog.markDishSoldOut(a.margherita.id, { mode: 'off' });
  });
});
