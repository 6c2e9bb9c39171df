import { auditLog } from '@server/audit/schema';
import { orderSlots, orders } from '@server/orders/schema';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { slotRefusalTexts } from '@shared/hours';
import { staffOrderWhenTexts } from '@shared/staff-orders';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { hoursOpeningLater, saveHours } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const ZONE = 'Africa/Lagos';

/**
 * Staff orders and the hours (docs/decisions/033-staff-orders.md): a later time is
 * one of the slots diners are offered and takes its place; ASAP while online orders would refuse
 * it (paused, closed, its slot full) needs the staff member's "take it anyway", else a 409 that
 * says why; taken anyway, it is in the audit log with the reason.
 */
describe.each(testDatabaseKinds())('staff orders and the hours on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let dish: MenuItem;
  const db = () => t.db.database.db;
  const body = (changes: Record<string, unknown> = {}) => ({
    lines: [{ dishId: dish.id, quantity: 1 }],
    customer: { name: 'Ada Phone', phone: '+234 803 555 0100' },
    fulfilment: 'pickup',
    payment: 'cash',
    ...changes,
  });
  const count = async () => (await db().select().from(orders)).length;
  const when = async (fulfilment = 'pickup') => {
    const response = await owner.get(`/api/admin/orders/when?fulfilment=${fulfilment}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      asap: { available: boolean; reason?: string };
      slots: string[];
    };
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterEach(async () => {
    await saveHours(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for "take it anyway" while online orders are paused, then takes it and audits why', async () => {
    const until = new Date(Date.now() + 90 * 60_000);
    await saveHours(t, { pause: { on: true, until: until.toISOString() } });
    const offer = await when();
    expect(offer.asap.available).toBe(false);
    const reason = offer.asap.reason as string;
    expect(reason).toMatch(/paused/i);

    const before = await count();
    const refused = await owner.post('/api/admin/orders', body());
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: staffOrderWhenTexts.confirmNeeded(reason),
      fields: { takeAnyway: reason },
    });
    expect(await count()).toBe(before);

    const taken = await owner.post('/api/admin/orders', body({ takeAnyway: true }));
    expect(taken.statusCode, taken.body).toBe(201);
    const order = taken.json().order;
    expect(order).toMatchObject({ stage: 'new', scheduledFor: null });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, order.orderId), eq(auditLog.action, 'order.staff_place')));
    expect(entry?.summary).toContain(staffOrderWhenTexts.takenAnyway(reason));
    expect(entry?.after).toMatchObject({ takenAnyway: reason, scheduledFor: null });
  });

  it('takes a later time among the offered slots while closed, and refuses one that is not', async () => {
    const { week } = hoursOpeningLater(new Date(), ZONE);
    await saveHours(t, {
      hours: { default: week, delivery: null, pickup: null, reservations: null },
      leadTimeMinutes: 20,
    });
    const offer = await when();
    expect(offer.asap.available).toBe(false);
    expect((await owner.post('/api/admin/orders', body())).statusCode).toBe(409);
    const slot = offer.slots[0] as string;
    expect(slot).toBeTruthy();

    const placed = await owner.post('/api/admin/orders', body({ scheduledFor: slot }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order.stage).toBe('scheduled');
    expect(new Date(order.scheduledFor).toISOString()).toBe(slot);
    const [held] = await db()
      .select()
      .from(orderSlots)
      .where(eq(orderSlots.slotAt, new Date(slot)));
    expect(held?.taken).toBe(1);
    const board = (await owner.get('/api/admin/kitchen')).json().tickets as Array<{
      orderId: string;
      stage: string;
    }>;
    expect(board.find((x) => x.orderId === order.orderId)?.stage).toBe('scheduled');

    // Not a slot (off the grid), and a time the kitchen is closed.
    const offGrid = new Date(new Date(slot).getTime() + 7 * 60_000).toISOString();
    const refused = await owner.post('/api/admin/orders', body({ scheduledFor: offGrid }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(slotRefusalTexts.not_a_slot);
    const night = new Date(new Date(slot).getTime() - 60 * 60_000).toISOString();
    const closed = await owner.post('/api/admin/orders', body({ scheduledFor: night }));
    expect(closed.statusCode).toBe(409);
  });

  it('counts an ASAP order in its slot under the cap; a full slot needs "take it anyway"', async () => {
    // Four-hour slots: the two orders fall in one slot whenever the test runs.
    await saveHours(t, { maxOrdersPerSlot: 1, slotMinutes: 240 });
    const first = await owner.post('/api/admin/orders', body());
    expect(first.statusCode, first.body).toBe(201);
    const offer = await when();
    expect(offer.asap).toMatchObject({ available: false, reason: slotRefusalTexts.full });
    const refused = await owner.post('/api/admin/orders', body());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ takeAnyway: slotRefusalTexts.full });
    const anyway = await owner.post('/api/admin/orders', body({ takeAnyway: true }));
    expect(anyway.statusCode, anyway.body).toBe(201);
  });

  it('needs no confirmation while open, and ignores "take it anyway" then', async () => {
    const placed = await owner.post('/api/admin/orders', body({ takeAnyway: true }));
    expect(placed.statusCode, placed.body).toBe(201);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, placed.json().order.orderId));
    expect(entry?.after).not.toHaveProperty('takenAnyway');
  });
});
