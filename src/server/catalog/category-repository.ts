import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '@server/db/pg-errors';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { bumpRevision } from './repository';
import { categories, dishes } from './schema';

export type CategoryRow = typeof categories.$inferSelect;
export interface CategoryWithCount extends CategoryRow {
  dishCount: number;
}

export type RenameResult = CategoryRow | 'missing' | 'taken';
export type DeleteResult = { deleted: CategoryRow } | 'missing' | { dishCount: number };

/**
 * The categories' SQL. Every write raises the catalog revision in its transaction, so every server
 * instance rebuilds its in-memory menu (sources/local.ts) within about a second.
 */
export function createCategoryRepository(db: Db) {
  const ordered = [asc(categories.position), asc(categories.name)];

  return {
    listCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .orderBy(...ordered);
    },

    async listWithCounts(): Promise<CategoryWithCount[]> {
      const rows = await db
        .select({ category: categories, dishCount: count(dishes.id) })
        .from(categories)
        .leftJoin(dishes, eq(dishes.category, categories.name))
        .groupBy(categories.id)
        .orderBy(...ordered);
      return rows.map((r) => ({ ...r.category, dishCount: Number(r.dishCount) }));
    },

    async findByName(name: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${name})`);
      return row;
    },

    async countDishes(name: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(dishes).where(eq(dishes.category, name));
      return Number(row?.n ?? 0);
    },

    /** Adds a category at the end of the order; undefined when the name is taken (any case). */
    insert(name: string): Promise<CategoryRow | undefined> {
      return db.transaction(async (tx) => {
        // One writer at a time appends, so two new categories never share a place.
        await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
        const [row] = await tx
          .insert(categories)
          .values({
            name,
            position: sql`coalesce((select max(${categories.position}) from ${categories}), 0) + 1`,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return row;
        await bumpRevision(tx);
        await recordAudit(tx, {
          action: 'category.create',
          subjectType: 'category',
          subjectId: row.id,
          summary: `Category added: ${row.name}`,
          after: { name: row.name, position: row.position, hidden: row.hidden },
        });
        return row;
      });
    },

    /** Renames; the dishes follow by the foreign key's ON UPDATE CASCADE, in the same statement. */
    async rename(id: string, name: string): Promise<RenameResult> {
      try {
        return await db.transaction(async (tx) => {
          const [clash] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(sql`lower(${categories.name}) = lower(${name})`, ne(categories.id, id)));
          if (clash) return 'taken' as const;
          const [old] = await tx
            .select({ name: categories.name })
            .from(categories)
            .where(eq(categories.id, id))
            .for('update');
          const [row] = await tx
            .update(categories)
            .set({ name })
            .where(eq(categories.id, id))
            .returning();
          if (!row) return 'missing' as const;
          await bumpRevision(tx);
          await recordAudit(tx, {
            action: 'category.update',
            subjectType: 'category',
            subjectId: row.id,
            summary: `Category renamed: ${old?.name} → ${row.name}`,
            before: { name: old?.name ?? null },
            after: { name: row.name },
          });
          return row;
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return 'taken';
        throw error;
      }
    },

    setHidden(id: string, hidden: boolean): Promise<CategoryRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(categories)
          .set({ hidden })
          .where(eq(categories.id, id))
          .returning();
        if (!row) return row;
        await bumpRevision(tx);
        await recordAudit(tx, {
          action: 'category.update',
          subjectType: 'category',
          subjectId: row.id,
          summary: `Category ${hidden ? 'hidden' : 'shown'}: ${row.name}`,
          before: { hidden: !hidden },
          after: { hidden },
        });
        return row;
      });
    },

    /**
     * Swaps the category with its neighbour above or below (nothing at either end). The order is
     * renumbered 1..n under a lock, so concurrent moves apply one after the other.
     */
    move(id: string, direction: 'up' | 'down'): Promise<CategoryRow[] | 'missing'> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(categories)
          .orderBy(...ordered)
          .for('update');
        const at = rows.findIndex((row) => row.id === id);
        if (at < 0) return 'missing' as const;
        const to = direction === 'up' ? at - 1 : at + 1;
        if (to < 0 || to >= rows.length) return rows;
        const order = [...rows];
        [order[at], order[to]] = [order[to] as CategoryRow, order[at] as CategoryRow];
        for (const [index, row] of order.entries()) {
          if (row.position === index + 1) continue;
          await tx
            .update(categories)
            .set({ position: index + 1 })
            .where(eq(categories.id, row.id));
        }
        await bumpRevision(tx);
        const moved = rows[at] as CategoryRow;
        await recordAudit(tx, {
          action: 'category.move',
          subjectType: 'category',
          subjectId: moved.id,
          summary: `Category moved ${direction}: ${moved.name}`,
          before: { position: at + 1 },
          after: { position: to + 1 },
        });
        return order.map((row, index) => ({ ...row, position: index + 1 }));
      });
    },

    /** Deletes an empty category; one that still has dishes is left as it is (the key refuses too). */
    async remove(id: string): Promise<DeleteResult> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(categories)
            .where(eq(categories.id, id))
            .for('update');
          if (!row) return 'missing' as const;
          const [used] = await tx
            .select({ n: count() })
            .from(dishes)
            .where(eq(dishes.category, row.name));
          const dishCount = Number(used?.n ?? 0);
          if (dishCount > 0) return { dishCount };
          await tx.delete(categories).where(eq(categories.id, id));
          await bumpRevision(tx);
          await recordAudit(tx, {
            action: 'category.delete',
            subjectType: 'category',
            subjectId: row.id,
            summary: `Category deleted: ${row.name}`,
            before: { name: row.name, position: row.position, hidden: row.hidden },
          });
          return { deleted: row };
        });
      } catch (error) {
        // A dish added to it between the count and the delete: the key refused the delete.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) return { dishCount: 1 };
        throw error;
      }
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
