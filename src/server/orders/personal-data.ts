import type { Db } from '@server/db/client';
import type { PersonalDataKeeper } from '@server/platform/personal-data';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderLines, orders } from './schema';

/**
 * A diner's orders for "download my data", and their anonymising on account deletion: the rows,
 * lines, money, stages and times stay for the restaurant's books (and the dashboard's rollups,
 * which no contact field feeds); the name, e-mail, phone, address and note go.
 */
export function ordersPersonalData(db: Db): PersonalDataKeeper {
  return {
    name: 'orders',

    async exportFor(userId) {
      const rows = await db
        .select({
          id: orders.id,
          orderId: orders.orderId,
          number: orders.number,
          createdAt: orders.createdAt,
          stage: orders.stage,
          status: orders.status,
          fulfilment: orders.fulfilment,
          customerName: orders.customerName,
          email: orders.email,
          customerPhone: orders.customerPhone,
          deliveryAddress: orders.deliveryAddress,
          deliveryArea: orders.deliveryArea,
          deliveryDirections: orders.deliveryDirections,
          deliveryPhone: orders.deliveryPhone,
          note: orders.note,
          scheduledFor: orders.scheduledFor,
          subtotalMinor: orders.subtotalMinor,
          deliveryFeeMinor: orders.deliveryFeeMinor,
          totalMinor: orders.totalMinor,
          refundMinor: orders.refundMinor,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt));
      if (rows.length === 0) return [];
      const lines = await db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          quantity: orderLines.quantity,
          unitPriceMinor: orderLines.unitPriceMinor,
          lineTotalMinor: orderLines.lineTotalMinor,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderLines.position));
      return rows.map(({ id, ...order }) => ({
        ...order,
        lines: lines.filter((line) => line.orderId === id).map(({ orderId: _, ...line }) => line),
      }));
    },

    async forget(tx, userId, replacement) {
      await tx
        .update(orders)
        .set({
          email: replacement.email,
          customerName: replacement.name,
          customerPhone: '',
          // A delivery order must keep an address (orders_fulfilment_shape): only a placeholder.
          deliveryAddress: sql`case when ${orders.fulfilment} = 'delivery' then 'Removed' end`,
          deliveryArea: null,
          deliveryDirections: null,
          deliveryPhone: null,
          note: null,
        })
        .where(eq(orders.userId, userId));
    },
  };
}
