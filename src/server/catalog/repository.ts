import type { Db } from '@server/db/client';
import { asc, eq, sql } from 'drizzle-orm';
import { catalogState, dishes } from './schema';

export type DishRow = typeof dishes.$inferSelect;
export type NewDishRow = typeof dishes.$inferInsert;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const STATE_ID = 1;

/** Raises the catalog revision inside the transaction that changed the dishes. */
export async function bumpRevision(tx: Tx): Promise<void> {
  await tx
    .insert(catalogState)
    .values({ id: STATE_ID, revision: 1 })
    .onConflictDoUpdate({
      target: catalogState.id,
      set: { revision: sql`${catalogState.revision} + 1` },
    });
}

/** All database access of the catalog domain. Every write raises the revision in the same transaction. */
export function createCatalogRepository(db: Db) {
  return {
    async readRevision(): Promise<number> {
      const [row] = await db
        .select({ revision: catalogState.revision })
        .from(catalogState)
        .where(eq(catalogState.id, STATE_ID));
      return row?.revision ?? 0;
    },

    /** Every dish, hidden ones included (the cart must still recognise a dish taken off the menu). */
    listDishes(): Promise<DishRow[]> {
      return db
        .select()
        .from(dishes)
        .orderBy(asc(dishes.category), asc(dishes.name), asc(dishes.id));
    },

    async findDish(id: string): Promise<DishRow | undefined> {
      const [row] = await db.select().from(dishes).where(eq(dishes.id, id));
      return row;
    },

    insertDish(values: NewDishRow): Promise<DishRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(dishes).values(values).returning();
        await bumpRevision(tx);
        return row as DishRow;
      });
    },

    updateDish(id: string, values: Partial<NewDishRow>): Promise<DishRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(dishes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(dishes.id, id))
          .returning();
        if (row) await bumpRevision(tx);
        return row;
      });
    },

    deleteDish(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(dishes).where(eq(dishes.id, id)).returning({ id: dishes.id });
        if (rows.length > 0) await bumpRevision(tx);
        return rows.length > 0;
      });
    },

    /**
     * Inserts the demo dishes once per database. The state row is locked for the check, so two
     * instances starting together cannot both seed, and dishes an admin later deleted or edited
     * are not brought back on the next start.
     */
    seedOnce(rows: NewDishRow[], andThen?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.insert(catalogState).values({ id: STATE_ID }).onConflictDoNothing();
        const [state] = await tx
          .select()
          .from(catalogState)
          .where(eq(catalogState.id, STATE_ID))
          .for('update');
        if (state?.demoSeededAt) return false;
        if (rows.length > 0) await tx.insert(dishes).values(rows).onConflictDoNothing();
        await andThen?.(tx);
        await tx
          .update(catalogState)
          .set({ demoSeededAt: new Date(), revision: sql`${catalogState.revision} + 1` })
          .where(eq(catalogState.id, STATE_ID));
        return true;
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
