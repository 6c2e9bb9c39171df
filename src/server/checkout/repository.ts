import type { Db } from '@server/db/client';
import type { DeliveryOption } from '@shared/checkout';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
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

/**
 * The lock per customer on saved addresses: the same key as the insert trigger's (migrations
 * address_cap_sql and address_default), so adding, removing and choosing the default queue.
 */
async function lockCustomer(tx: Pick<Db, 'execute'>, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(31355, hashtext(${userId}::text))`);
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
      directions: string | null;
    }): Promise<AddressRow | null> {
      try {
        const [created] = await db.insert(addressDetails).values(row).returning();
        return created!;
      } catch (error) {
        if (isCapRefusal(error)) return null;
        throw error;
      }
    },

    /** Replaces an address's text, phone, area and directions; undefined when it is not this customer's. */
    async updateAddress(
      userId: string,
      id: string,
      fields: { address: string; phoneNo: string; area: string; directions: string | null },
    ): Promise<AddressRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .update(addressDetails)
        .set(fields)
        .where(and(eq(addressDetails.id, id), eq(addressDetails.userId, userId)))
        .returning();
      return row;
    },

    /**
     * Makes one address the default and the customer's others not, in one transaction under the
     * lock per customer the insert trigger takes: parallel calls queue, each sees the one before,
     * and the unique index (one default per customer) is never hit. Undefined when not theirs.
     */
    makeDefault(userId: string, id: string): Promise<AddressRow | undefined> {
      if (!UUID.test(id)) return Promise.resolve(undefined);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const mine = and(eq(addressDetails.id, id), eq(addressDetails.userId, userId));
        const [found] = await tx.select({ id: addressDetails.id }).from(addressDetails).where(mine);
        if (!found) return undefined;
        await tx
          .update(addressDetails)
          .set({ isDefault: false })
          .where(
            and(
              eq(addressDetails.userId, userId),
              eq(addressDetails.isDefault, true),
              ne(addressDetails.id, id),
            ),
          );
        const [row] = await tx
          .update(addressDetails)
          .set({ isDefault: true })
          .where(mine)
          .returning();
        return row;
      });
    },

    /** Removes an address; when it was the default, the newest one left becomes the default. */
    deleteAddress(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return Promise.resolve(false);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [gone] = await tx
          .delete(addressDetails)
          .where(and(eq(addressDetails.id, id), eq(addressDetails.userId, userId)))
          .returning({ isDefault: addressDetails.isDefault });
        if (!gone) return false;
        if (gone.isDefault) {
          const [newest] = await tx
            .select({ id: addressDetails.id })
            .from(addressDetails)
            .where(eq(addressDetails.userId, userId))
            .orderBy(desc(addressDetails.createdAt), desc(addressDetails.id))
            .limit(1);
          if (newest)
            await tx
              .update(addressDetails)
              .set({ isDefault: true })
              .where(eq(addressDetails.id, newest.id));
        }
        return true;
      });
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
