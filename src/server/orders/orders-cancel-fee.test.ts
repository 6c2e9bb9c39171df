import { orderLines, orders } from '@server/orders/schema';
import { payments, refunds } from '@server/payments/schema';
import { createCustomer } from '@server/seed/factories';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { SANDBOX_CARDS } from '@shared/payments';
import { addToCart, readyCustomer, seedMenu, startPayment, verify } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import {
  asUser,
  fakePayments,
  ordersDomainOn,
  outboxMails,
  seedPaidOrders,
} from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LINES = [
  { mealName: 'Jollof Rice', unitPrice: 2500_00, quantity: 2 },
  { mealName: 'Suya', unitPrice: 1500_00, quantity: 1 },
];
const LINES_TOTAL = 2 * 2500_00 + 1500_00;
const PAID = LINES_TOTAL + DELIVERY_FEE_MINOR;

describe.each(testDatabaseKinds())(
  'orders: a cancellation refunds the whole order once, on %s',
  (kind) => {
    let t: TestApp;
    const now = new Date();
    const db = () => t.db.database.db;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t.close();
    });

    /** A diner with one paid order of two dishes (fee included in what it charged). */
    async function paidOrder(payments: ReturnType<typeof fakePayments>) {
      const diner = await createCustomer(t.services);
      const seeded = await seedPaidOrders(t.db.database.db, {
        userId: diner.id,
        email: diner.email,
        lines: LINES,
      });
      payments.paid.set(seeded.paymentId, PAID);
      return { diner, ...seeded };
    }

    it('refunds the whole order, dishes and delivery fee, and says so in the dialog and the mail', async () => {
      const payments = fakePayments();
      const { service } = ordersDomainOn(t, () => now, payments);
      const { diner, paymentId, orderId } = await paidOrder(payments);

      // The cancel dialog shows what canceling would refund: everything that was paid.
      const present = await service.listPresent(asUser(diner), undefined);
      expect(present.items.map((o) => [o.orderId, o.refundMinor, o.totalMinor])).toEqual([
        [orderId, PAID, PAID],
      ]);
      expect(await service.cancel(asUser(diner), orderId)).toMatchObject({
        status: 'canceled',
        refundStatus: 'refunded',
        refundMinor: PAID,
      });
      expect(payments.calls.map((c) => [c.paymentId, c.amountMinor])).toEqual([[paymentId, PAID]]);

      const mails = await outboxMails(t.db.database.db, diner.email, 'order_canceled');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(formatMoney(PAID));
      expect(mails[0]?.text).toContain(formatMoney(DELIVERY_FEE_MINOR));
    });

    it('refunds each order exactly once when it is canceled in parallel', async () => {
      const payments = fakePayments();
      const { service } = ordersDomainOn(t, () => now, payments);
      const diners = await Promise.all(Array.from({ length: 6 }, () => paidOrder(payments)));

      const answers = await Promise.allSettled(
        diners.flatMap(({ diner, orderId }) =>
          Array.from({ length: 3 }, () => service.cancel(asUser(diner), orderId)),
        ),
      );
      await service.idle();

      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(6);
      for (const { paymentId } of diners) {
        const refunded = payments.calls.filter((c) => c.paymentId === paymentId);
        expect(refunded.map((c) => c.amountMinor)).toEqual([PAID]);
      }
    });

    it('through the real payments service: a card payment canceled three times at once gives back exactly what it charged, once', async () => {
      await seedMenu(t);
      const [pizza, drink] = [
        ...(await t.services.catalog.menu({ category: 'Pizza' })).slice(0, 1),
        ...(await t.services.catalog.menu({ category: 'Drinks' })).slice(0, 1),
      ];
      const { customer, client, addressId } = await readyCustomer(t);
      await addToCart(client, pizza!, 2);
      await addToCart(client, drink!);
      const started = await startPayment(client, customer, addressId);
      const charged = await client.post('/api/payments/sandbox/charge', {
        accessCode: started.accessCode,
        cardNumber: SANDBOX_CARDS.success,
        expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
        cvv: '123',
      });
      expect(charged.statusCode, charged.body).toBe(200);
      const { payment } = (await verify(client, started.reference)).json();
      const [row] = await db()
        .select()
        .from(payments)
        .where(eq(payments.reference, started.reference));
      expect(row!.amountMinor).toBe(2 * pizza!.priceMinor + drink!.priceMinor + DELIVERY_FEE_MINOR);
      expect(payment.orderIds).toHaveLength(1);

      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          client.post(`/api/orders/${payment.orderIds[0]}/cancel`, {}),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      await t.services.orders.idle();
      const back = await db().select().from(refunds).where(eq(refunds.paymentId, row!.id));
      expect(back.map((r) => [r.status, r.amountMinor])).toEqual([['refunded', row!.amountMinor]]);
    });

    it('refunds a pickup order its dishes only (it paid no fee)', async () => {
      const payments = fakePayments();
      const { service } = ordersDomainOn(t, () => now, payments);
      const diner = await createCustomer(t.services);
      const { orderId } = await seedPaidOrders(db(), {
        userId: diner.id,
        email: diner.email,
        lines: LINES,
        fulfilment: 'pickup',
      });
      expect(await service.cancel(asUser(diner), orderId)).toMatchObject({
        refundMinor: LINES_TOTAL,
        deliveryFeeMinor: 0,
        totalMinor: LINES_TOTAL,
      });
      expect(payments.calls.map((c) => c.amountMinor)).toEqual([LINES_TOTAL]);
    });

    it('refunds only what is left of an order merged from old per-line orders with a line refunded before', async () => {
      const payments = fakePayments();
      const { service } = ordersDomainOn(t, () => now, payments);
      const { diner, orderId } = await paidOrder(payments);
      const [order] = await db().select().from(orders).where(eq(orders.orderId, orderId));
      // As migration 0008 leaves it: the Suya line was canceled alone and refunded its price.
      await db()
        .update(orderLines)
        .set({ canceledAt: now, refundMinor: 1500_00 })
        .where(and(eq(orderLines.orderId, order!.id), eq(orderLines.name, 'Suya')));

      const listed = (await service.listPresent(asUser(diner), undefined)).items[0];
      expect(listed?.refundMinor).toBe(PAID - 1500_00);
      expect(listed?.lines.map((l) => [l.name, l.canceled])).toEqual([
        ['Jollof Rice', false],
        ['Suya', true],
      ]);
      await service.cancel(asUser(diner), orderId);
      expect(payments.calls.map((c) => c.amountMinor)).toEqual([PAID - 1500_00]);
    });
  },
);
