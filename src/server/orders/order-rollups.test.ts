import { reservations } from '@server/reservations/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { addDays, zonedInstant } from '@shared/calendar-dates';
import type { PublicUser } from '@shared/schemas/auth';
import { testDatabaseKinds } from '@test/support/databases';
import { asUser, fakePayments, ordersDomainOn, seedPaidOrders } from '@test/support/orders';
import { rollupMismatches } from '@test/support/rollups';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefundKey, type RefundResult } from './context';
import { createRollupsRepository } from './rollups';
import { orders } from './schema';

/**
 * The dashboard's rollups, kept by triggers (drizzle/0016_order_rollups_triggers), equal a full
 * recount after any mix of parallel writes through the real code paths; and the sales chart's
 * days, summed from 15-minute UTC slices, equal the orders grouped by day in any zone.
 */
const DAY = 24 * 3600_000;
const now = new Date('2026-11-24T18:00:00Z');

const op = fc.oneof(
  fc.record({ kind: fc.constant('record' as const), ageMs: fc.integer({ min: 0, max: 3 * DAY }) }),
  fc.record({
    kind: fc.constantFrom(
      'cancel',
      'cancel',
      'deliver',
      'reject',
      'reject',
      'accept',
      'settle',
      'settle',
      'retry',
      'book',
    ),
    pick: fc.nat(),
    price: fc.integer({ min: 1, max: 5 }),
  }),
);
const outcome = fc.constantFrom<RefundResult | Error>(
  { status: 'refunded' },
  { status: 'pending' },
  { status: 'unknown' },
  { status: 'failed', message: 'declined' },
  new Error('network down'),
);

describe.each(testDatabaseKinds())('dashboard rollups on %s', (kind) => {
  let t: TestApp;
  let diner: PublicUser;
  let admin: PublicUser;
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    diner = asUser(await createCustomer(t.services));
    admin = asUser(await createAdmin(t.services), 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  it('equal a recount after parallel recordings, cancels, deliveries, rejections and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 8, maxLength: 30 }),
        fc.array(outcome, { maxLength: 16 }),
        async (ops, outcomes) => {
          const payments = fakePayments([...outcomes]);
          const { service } = ordersDomainOn(t, () => now, payments, 50);
          const record = (ageMs: number, price = 1) =>
            seedPaidOrders(db(), {
              userId: diner.id,
              email: diner.email,
              at: new Date(now.getTime() - ageMs),
              lines: [{ mealName: 'Suya', unitPrice: price * 1250_00, quantity: 1 + (ageMs % 3) }],
            });
          // Some orders to act on, recorded in parallel.
          const placed = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => record(n * 7_000_000, n)));
          const pickOf = (pick: number) => placed[pick % placed.length]!;
          const staff = { kind: 'staff' as const, userId: admin.id };
          const run = async (o: (typeof ops)[number]) => {
            if (o.kind === 'record') return record(o.ageMs);
            const { orderId, paymentId } = pickOf(o.pick);
            const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
            switch (o.kind) {
              case 'cancel':
                return service.cancel(diner, orderId);
              case 'deliver':
                return service.markDelivered(admin, orderId);
              case 'reject':
              case 'accept':
                return service.transition({
                  orderId,
                  action: o.kind,
                  actor: staff,
                  estimate: { minutes: 20 },
                  reason: 'Out of suya',
                });
              case 'settle':
                return service.refundSettled({
                  paymentId,
                  idempotencyKey: orderRefundKey(row!.id),
                  status: (['refunded', 'pending', 'failed'] as const)[o.price % 3]!,
                });
              case 'retry':
                return service.retryRefund(orderId);
              case 'book':
                return db()
                  .insert(reservations)
                  .values({
                    userId: diner.id,
                    firstName: 'Ada',
                    lastName: 'Obi',
                    email: diner.email,
                    phone: '080',
                    reservationDate: '2026-12-01',
                    reservationTime: '19:00',
                    guests: 2,
                    status: (['pending', 'confirmed', 'canceled'] as const)[o.price % 3],
                  });
            }
          };
          // Refusals (a lost race, a finished order) are part of the mix; the figures must hold anyway.
          await Promise.allSettled([
            ...ops.map(run),
            db().execute(
              sql`update reservations set status = 'confirmed' where status = 'pending' and id in
                (select id from reservations where status = 'pending' limit 2)`,
            ),
          ]);
          await service.idle();
          expect(await rollupMismatches(db())).toEqual([]);
        },
      ),
      { numRuns: kind === 'postgres' ? 8 : 5 },
    );
  }, 240_000);

  it('sum 15-minute UTC slices into the same days as the orders grouped in any zone', async () => {
    const zones = [
      'Africa/Lagos',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'America/St_Johns',
      'Europe/London',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    const rollups = createRollupsRepository(db());
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            daysBack: fc.integer({ min: 0, max: 35 }),
            // Around the zone's midnight, where a slice of the wrong size would spill over.
            offsetMs: fc.integer({ min: -3600_000, max: 3600_000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom(...zones),
        async (placements, timeZone) => {
          const today = now.toISOString().slice(0, 10);
          for (const { daysBack, offsetMs } of placements) {
            const midnight = zonedInstant(addDays(today, -daysBack), '00:00', timeZone);
            await seedPaidOrders(db(), {
              userId: diner.id,
              email: diner.email,
              at: new Date(midnight.getTime() + offsetMs),
              lines: [{ mealName: 'Jollof', unitPrice: 1000_00 + daysBack, quantity: 1 }],
            });
          }
          // The dashboard's first day starts at a restaurant midnight (on a quarter hour).
          const from = zonedInstant(addDays(today, -29), '00:00', timeZone);
          const direct = (await db().execute(sql`
            select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as date,
              sum(total_minor)::float8 as "revenueMinor", count(*)::int as orders
            from orders where status <> 'canceled' and created_at >= ${from}
            group by 1 order by 1`)) as unknown as { rows: unknown[] };
          const sliced = await rollups.salesPerDay(from, timeZone);
          expect([...sliced].sort((a, b) => a.date.localeCompare(b.date))).toEqual(direct.rows);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
