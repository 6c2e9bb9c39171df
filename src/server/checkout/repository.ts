import type { Db } from '@server/db/client';
import type { DeliveryOption } from '@shared/checkout';
import { and, count, desc, eq } from 'drizzle-orm';
import { addressDetails, deliveryOptions } from './schema';

export type AddressRow = typeof addressDetails.$inferSelect;

/** The refusal of the address cap trigger, as node-postgres and PGlite report it (drizzle may wrap it). */
function isCapRefusal(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514' && constraint === 'address_details_cap') return true;
  }
  return false;
}

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

    /**
     * Inserts a saved address, or answers null when the customer already has the most allowed: the
     * database holds the cap (migration address_cap_sql: a trigger counting under a lock per user),
     * so parallel inserts can never pass it.
     */
    async insertAddress(row: {
      userId: string;
      email: string;
      address: string;
      phoneNo: string;
      area: string;
    }): Promise<AddressRow | null> {
      try {
        const [created] = await db.insert(addressDetails).values(row).returning();
        return created!;
      } catch (error) {
        if (isCapRefusal(error)) return null;
        throw error;
      }
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
