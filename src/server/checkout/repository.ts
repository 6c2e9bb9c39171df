import { cartItems } from '@server/cart/schema';
import type { Db } from '@server/db/client';
import { orders } from '@server/orders/schema';
import type { DeliveryOption } from '@shared/checkout';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { addressDetails, deliveryOptions } from './schema';

export type AddressRow = typeof addressDetails.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saved addresses and the chosen delivery option. Every statement is scoped by the user id. */
export function createCheckoutRepository(db: Db) {
  return {
    listAddresses(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addressDetails)
        .where(eq(addressDetails.userId, userId))
        .orderBy(desc(addressDetails.createdAt), desc(addressDetails.id));
    },

    async findAddress(userId: string, id: string): Promise<AddressRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(addressDetails)
        .where(and(eq(addressDetails.id, id), eq(addressDetails.userId, userId)));
      return row;
    },

    async countAddresses(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(addressDetails)
        .where(eq(addressDetails.userId, userId));
      return row?.n ?? 0;
    },

    async insertAddress(row: { userId: string; email: string; address: string; phoneNo: string }) {
      const [created] = await db.insert(addressDetails).values(row).returning();
      return created!;
    },

    async deleteAddress(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const rows = await db
        .delete(addressDetails)
        .where(and(eq(addressDetails.id, id), eq(addressDetails.userId, userId)))
        .returning({ id: addressDetails.id });
      return rows.length > 0;
    },

    async deliveryOption(userId: string): Promise<DeliveryOption | null> {
      const [row] = await db
        .select()
        .from(deliveryOptions)
        .where(eq(deliveryOptions.userId, userId));
      return row?.deliveryOption ?? null;
    },

    async saveDeliveryOption(userId: string, email: string, option: DeliveryOption) {
      await db
        .insert(deliveryOptions)
        .values({ userId, email, deliveryOption: option })
        .onConflictDoUpdate({
          target: deliveryOptions.userId,
          set: { deliveryOption: option, email, updatedAt: new Date() },
        });
    },

    /**
     * WORKAROUND (cart table read from checkout): what the cart holds (dish and quantity, no prices),
     * locked until the caller's transaction ends. CartService.linesForCheckout prices lines through
     * the catalog, which may query the database outside the transaction; on PGlite (one connection)
     * that waits for this very transaction forever. To move into the cart service as a
     * price-free `lockContents(userId, executor)`.
     */
    lockCartContents(tx: Db, userId: string): Promise<{ dishId: string; quantity: number }[]> {
      return tx
        .select({ dishId: cartItems.dishId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .for('update');
    },

    /**
     * The orders a payment paid for, in the order they were written (receipts, the payment view).
     * A read of the orders table, whose writer (recordPaidOrders) checkout calls itself. `tx` reads
     * inside the caller's transaction (the receipts are queued in one).
     */
    ordersOfPayment(paymentId: string, tx: Db = db) {
      return tx
        .select({
          orderId: orders.orderId,
          mealName: orders.mealName,
          quantity: orders.quantity,
          unitPrice: orders.unitPrice,
          price: orders.price,
        })
        .from(orders)
        .where(eq(orders.paymentId, paymentId))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
