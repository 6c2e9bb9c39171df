import { orders } from '@server/orders/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { orderStageTexts } from '@shared/order-stage-texts';
import { testDatabaseKinds } from '@test/support/databases';
import { seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** An order for a later day is not the kitchen's yet: the delivered shortcut cannot skip its day. */
describe.each(testDatabaseKinds())('mark as delivered of a scheduled order on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused with 409 while it is Scheduled, and allowed once the kitchen has it', async () => {
    const diner = await createCustomer(t.services);
    const { orderId } = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
    });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const db = t.db.database.db;
    await db
      .update(orders)
      .set({
        stage: 'scheduled',
        scheduledFor: tomorrow,
        prepDueAt: new Date(tomorrow.getTime() - 30 * 60 * 1000),
      })
      .where(eq(orders.orderId, orderId));

    const refused = await admin.post(`/api/admin/orders/${orderId}/deliver`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(orderStageTexts.refusals.scheduledNotDelivered);
    const [still] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(still).toMatchObject({ stage: 'scheduled', status: 'paid', deliveredAt: null });

    // Its preparation came due: the sweep moved it to New.
    await db.update(orders).set({ stage: 'new' }).where(eq(orders.orderId, orderId));
    const marked = await admin.post(`/api/admin/orders/${orderId}/deliver`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      alreadyDelivered: false,
      order: { status: 'delivered' },
    });
  });
});
