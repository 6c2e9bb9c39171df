import type { Db } from '@server/db/client';
import { and, gte, lt, sql } from 'drizzle-orm';
import { orderSlots } from './schema';

/**
 * The per-slot cap, held by the database: every recorded order takes one place
 * in its slot with one conditional upsert, inside the transaction that records it. The row lock of
 * the upsert serializes concurrent recordings of the same slot and the `taken < cap` condition is
 * re-read on the locked row, so 20 diners paying for the last 3 places give exactly 3 orders, on
 * PostgreSQL as on PGlite. Never read-then-write.
 */

/** A slot refused a place: it already holds `cap` orders. The recording transaction rolls back. */
export class SlotFullError extends Error {
  constructor(readonly slotAt: Date) {
    super(`slot ${slotAt.toISOString()} is full`);
  }
}

/** Takes one place in the slot at `slotAt`, or throws SlotFullError (cap null: no limit). */
export async function takeSlotPlace(tx: Db, slotAt: Date, cap: number | null): Promise<void> {
  const taken = await tx
    .insert(orderSlots)
    .values({ slotAt, taken: 1 })
    .onConflictDoUpdate({
      target: orderSlots.slotAt,
      set: { taken: sql`${orderSlots.taken} + 1` },
      setWhere: cap === null ? undefined : sql`${orderSlots.taken} < ${cap}`,
    })
    .returning({ taken: orderSlots.taken });
  if (taken.length === 0) throw new SlotFullError(slotAt);
}

/** How many orders each slot from `from` (inclusive) to `to` (exclusive) holds, keyed by ISO instant. */
export async function slotCounts(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(orderSlots)
    .where(and(gte(orderSlots.slotAt, from), lt(orderSlots.slotAt, to)));
  return new Map(rows.map((row) => [row.slotAt.toISOString(), row.taken]));
}
