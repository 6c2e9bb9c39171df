import { changedFields, recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { asc, eq, sql } from 'drizzle-orm';
import { catalogState, categories, dishes } from './schema';

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

/** A dish as the audit log keeps it: its fields without the bookkeeping times. */
function auditedDish(row: DishRow): Record<string, unknown> {
  const {
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = row as DishRow & {
    createdAt?: unknown;
    updatedAt?: unknown;
  };
  return fields;
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
        const [row] = (await tx.insert(dishes).values(values).returning()) as [DishRow];
        await bumpRevision(tx);
        await recordAudit(tx, {
          action: 'dish.create',
          subjectType: 'dish',
          subjectId: row.id,
          summary: `Dish added: ${row.name}`,
          after: auditedDish(row),
        });
        return row;
      });
    },

    updateDish(id: string, values: Partial<NewDishRow>): Promise<DishRow | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(dishes).where(eq(dishes.id, id)).for('update');
        const [row] = await tx
          .update(dishes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(dishes.id, id))
          .returning();
        if (!row || !old) return row;
        await bumpRevision(tx);
        await recordAudit(tx, {
          action: 'dish.update',
          subjectType: 'dish',
          subjectId: row.id,
          summary: `Dish changed: ${row.name}`,
          ...changedFields(auditedDish(old), auditedDish(row)),
        });
        return row;
      });
    },

    deleteDish(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(dishes).where(eq(dishes.id, id)).returning();
        if (!row) return false;
        await bumpRevision(tx);
        await recordAudit(tx, {
          action: 'dish.delete',
          subjectType: 'dish',
          subjectId: row.id,
          summary: `Dish deleted: ${row.name}`,
          before: auditedDish(row),
        });
        return true;
      });
    },

    /**
     * Inserts the demo dishes once per database. The state row is locked for the check, so two
     * instances starting together cannot both seed, and dishes an admin later deleted or edited
     * are not brought back on the next start.
     */
    seedOnce(
      rows: NewDishRow[],
      andThen?: (tx: Tx) => Promise<void>,
      newCategories: readonly string[] = [],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.insert(catalogState).values({ id: STATE_ID }).onConflictDoNothing();
        const [state] = await tx
          .select()
          .from(catalogState)
          .where(eq(catalogState.id, STATE_ID))
          .for('update');
        if (state?.demoSeededAt) return false;
        // Appended one by one after the owner's last place; a name already there keeps its place.
        for (const name of newCategories)
          await tx
            .insert(categories)
            .values({
              name,
              position: sql`coalesce((select max(${categories.position}) from ${categories}), 0) + 1`,
            })
            .onConflictDoNothing();
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
