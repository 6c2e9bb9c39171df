import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { catalogTexts } from '@shared/catalog';
import { isSoldOut, soldOutMark, soldOutTexts } from '@shared/sold-out';
import {
  type SoldOutInput,
  type SoldOutResponse,
  soldOutInputSchema,
} from '@shared/sold-out-schema';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { dishOptionChoices, dishOptionGroups } from './options-schema';
import { bumpRevision, type Tx } from './repository';
import { dishes } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One paid line as the stock sees it: which dish, how many, which choices. */
export interface StockLine {
  dishId: string;
  quantity: number;
  choiceIds: readonly string[];
}

/** A staff mark is a mark, not a sell-out by stock: "for today" or "until turned back" at `now`. */
const markedAt = (row: { soldOut: boolean; soldOutUntil: Date | null }, now: Date) =>
  isSoldOut({ soldOut: row.soldOut, soldOutUntil: row.soldOutUntil }, now);

function parse(input: SoldOutInput) {
  const result = soldOutInputSchema.safeParse(input);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? soldOutTexts.stockRange;
    throw new AppError('invalid', message, { body: message });
  }
  return result.data;
}

const view = (
  row: { soldOut: boolean; soldOutUntil: Date | null; stock?: number | null },
  now: Date,
): SoldOutResponse => ({
  soldOut: isSoldOut(row, now),
  soldOutUntil: isSoldOut(row, now) ? (row.soldOutUntil?.toISOString() ?? null) : null,
  stock: row.stock ?? null,
});

/**
 * Sold out and stock. Staff marks are plain writes that raise the menu's
 * revision; a payment takes its portions with one conditional UPDATE per counted dish inside the
 * transaction that records the order (`takeStock`), so two payments can never both take the
 * last portion: the second finds `stock >= qty` false and the order is refused and refunded.
 */
/** A sold-out mark as the audit log keeps it (times as ISO text). */
const markFields = (m: { soldOut: boolean; soldOutUntil: Date | null; stock?: number | null }) => ({
  soldOut: m.soldOut,
  soldOutUntil: m.soldOutUntil?.toISOString() ?? null,
  ...(m.stock !== undefined ? { stock: m.stock } : {}),
});

export function createSoldOutRepository(db: Db, timeZone: string) {
  return {
    /** Marks a dish sold out for today, until turned back, or back on sale; sets the stock count. */
    async markDish(dishId: string, input: SoldOutInput, now: Date): Promise<SoldOutResponse> {
      const parsed = parse(input);
      if (!UUID.test(dishId)) throw new AppError('not_found', catalogTexts.dishNotFound);
      const mark = parsed.mode ? soldOutMark(parsed.mode, now, timeZone) : {};
      // Back on sale with a count of 0 would stay sold out: "back on sale" clears the count.
      const stock =
        parsed.stock !== undefined ? parsed.stock : parsed.mode === 'off' ? null : undefined;
      const row = await db.transaction(async (tx) => {
        const marks = {
          soldOut: dishes.soldOut,
          soldOutUntil: dishes.soldOutUntil,
          stock: dishes.stock,
        };
        const [old] = await tx
          .select({ ...marks, name: dishes.name })
          .from(dishes)
          .where(eq(dishes.id, dishId))
          .for('update');
        const [updated] = await tx
          .update(dishes)
          .set({ ...mark, ...(stock !== undefined ? { stock } : {}), updatedAt: now })
          .where(eq(dishes.id, dishId))
          .returning(marks);
        if (!updated || !old) return updated;
        await bumpRevision(tx);
        const { name, ...before } = old;
        await recordAudit(tx, {
          action: 'soldout.set',
          subjectType: 'dish',
          subjectId: dishId,
          summary: `${name}: ${updated.soldOut ? 'sold out' : 'on sale'}${updated.stock !== null ? `, ${updated.stock} left` : ''}`,
          before: markFields(before),
          after: markFields(updated),
        });
        return updated;
      });
      if (!row) throw new AppError('not_found', catalogTexts.dishNotFound);
      return view(row, now);
    },

    /** The same for one choice of one of the dish's option groups (no stock for choices). */
    async markChoice(
      dishId: string,
      choiceId: string,
      input: SoldOutInput,
      now: Date,
    ): Promise<SoldOutResponse> {
      const parsed = parse(input);
      if (parsed.stock !== undefined && parsed.stock !== null)
        throw new AppError('invalid', soldOutTexts.stockRange, { stock: soldOutTexts.stockRange });
      if (!parsed.mode)
        throw new AppError('invalid', soldOutTexts.modeNeeded, { mode: soldOutTexts.modeNeeded });
      const mark = soldOutMark(parsed.mode, now, timeZone);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(dishOptionChoices)
          .set(mark)
          .where(
            and(
              eq(dishOptionChoices.id, choiceId),
              inArray(
                dishOptionChoices.groupId,
                tx
                  .select({ id: dishOptionGroups.id })
                  .from(dishOptionGroups)
                  .where(eq(dishOptionGroups.dishId, dishId)),
              ),
            ),
          )
          .returning({
            soldOut: dishOptionChoices.soldOut,
            soldOutUntil: dishOptionChoices.soldOutUntil,
            name: dishOptionChoices.name,
          });
        if (!updated) return updated;
        await bumpRevision(tx);
        await recordAudit(tx, {
          action: 'soldout.set',
          subjectType: 'choice',
          subjectId: choiceId,
          summary: `${updated.name} (a choice): ${updated.soldOut ? 'sold out' : 'on sale'}`,
          after: markFields(updated),
        });
        return updated;
      });
      if (!row) throw new AppError('not_found', soldOutTexts.choiceNotFound);
      return view(row, now);
    },
  };
}

/**
 * Inside the recording transaction: refuses dishes and choices sold out at `now` and takes the
 * portions of counted dishes, each with one conditional UPDATE (dishes in id order, so two
 * payments lock them in the same order). Answers the names that are sold out (nothing taken is
 * kept then: the caller throws and the transaction rolls back) and whether a count changed.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly StockLine[],
  now: Date,
): Promise<{ soldOut: string[]; counted: boolean }> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.dishId, (wanted.get(line.dishId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].filter((id) => UUID.test(id)).sort();
  const choiceIds = [...new Set(lines.flatMap((l) => l.choiceIds))].filter((id) => UUID.test(id));
  if (ids.length === 0) return { soldOut: [], counted: false };
  const soldOut: string[] = [];
  const rows = await tx
    .select({
      id: dishes.id,
      name: dishes.name,
      soldOut: dishes.soldOut,
      soldOutUntil: dishes.soldOutUntil,
    })
    .from(dishes)
    .where(inArray(dishes.id, ids));
  for (const row of rows) if (markedAt(row, now)) soldOut.push(row.name);
  if (choiceIds.length > 0) {
    const choices = await tx
      .select({
        name: dishOptionChoices.name,
        soldOut: dishOptionChoices.soldOut,
        soldOutUntil: dishOptionChoices.soldOutUntil,
      })
      .from(dishOptionChoices)
      .where(inArray(dishOptionChoices.id, choiceIds));
    for (const choice of choices) if (markedAt(choice, now)) soldOut.push(choice.name);
  }
  if (soldOut.length > 0) return { soldOut, counted: false };
  let counted = false;
  for (const id of ids) {
    const quantity = wanted.get(id) ?? 0;
    // Only counted dishes are written; the row lock makes a racing payment wait, then re-check.
    const taken = await tx
      .update(dishes)
      .set({ stock: sql`${dishes.stock} - ${quantity}` })
      .where(and(eq(dishes.id, id), isNotNull(dishes.stock), gte(dishes.stock, quantity)))
      .returning({ id: dishes.id });
    if (taken.length > 0) {
      counted = true;
      continue;
    }
    const [left] = await tx
      .select({ name: dishes.name, stock: dishes.stock })
      .from(dishes)
      .where(eq(dishes.id, id));
    if (left && left.stock !== null) soldOut.push(left.name);
  }
  if (soldOut.length === 0 && counted) await bumpRevision(tx);
  return { soldOut, counted };
}
