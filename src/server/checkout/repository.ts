import type { Db } from '@server/db/client';
import type { DeliveryOption } from '@shared/checkout';
import { and, count, desc, eq } from 'drizzle-orm';
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
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
