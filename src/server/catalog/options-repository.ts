import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import type { OptionGroup } from '@shared/dish-options';
import type { dishOptionsInputSchema } from '@shared/dish-options-schema';
import { isSoldOut } from '@shared/sold-out';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { dishOptionChoices, dishOptionGroups } from './options-schema';
import { bumpRevision, type Tx } from './repository';
import { dishes } from './schema';

export type GroupsInput = z.output<typeof dishOptionsInputSchema>['groups'];

/** Every dish's option groups, choices in order: two queries, assembled here. */
export async function loadOptionGroups(
  db: Db | Tx,
  dishIds?: string[],
  now: Date = new Date(),
): Promise<Map<string, OptionGroup[]>> {
  const groupRows = await db
    .select()
    .from(dishOptionGroups)
    .where(dishIds ? inArray(dishOptionGroups.dishId, dishIds) : undefined)
    .orderBy(asc(dishOptionGroups.dishId), asc(dishOptionGroups.position));
  const byDish = new Map<string, OptionGroup[]>();
  if (groupRows.length === 0) return byDish;
  const choiceRows = await db
    .select()
    .from(dishOptionChoices)
    .where(
      inArray(
        dishOptionChoices.groupId,
        groupRows.map((g) => g.id),
      ),
    )
    .orderBy(asc(dishOptionChoices.groupId), asc(dishOptionChoices.position));
  const groups = new Map<string, OptionGroup>();
  for (const row of groupRows) {
    const group: OptionGroup = {
      id: row.id,
      name: row.name,
      required: row.required,
      minChoices: row.minChoices,
      maxChoices: row.maxChoices,
      choices: [],
    };
    groups.set(row.id, group);
    const list = byDish.get(row.dishId) ?? [];
    list.push(group);
    byDish.set(row.dishId, list);
  }
  for (const row of choiceRows)
    groups.get(row.groupId)?.choices.push({
      id: row.id,
      name: row.name,
      deltaMinor: row.deltaMinor,
      available: row.available,
      isDefault: row.isDefault,
      ...(isSoldOut(row, now)
        ? { soldOut: true, soldOutUntil: row.soldOutUntil?.toISOString() ?? null }
        : {}),
    });
  return byDish;
}

/** Writes a dish's groups in `tx`: ids the dish already had are kept, any other id is replaced. */
async function writeGroups(tx: Tx, dishId: string, groups: GroupsInput): Promise<void> {
  const existing = (await loadOptionGroups(tx, [dishId])).get(dishId) ?? [];
  const knownGroups = new Set(existing.map((g) => g.id));
  const knownChoices = new Map(existing.flatMap((g) => g.choices.map((c) => [c.id, c] as const)));
  await tx.delete(dishOptionGroups).where(eq(dishOptionGroups.dishId, dishId));
  for (const [position, group] of groups.entries()) {
    const [row] = await tx
      .insert(dishOptionGroups)
      .values({
        ...(group.id && knownGroups.has(group.id) ? { id: group.id } : {}),
        dishId,
        position,
        name: group.name,
        required: group.required,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
      })
      .returning({ id: dishOptionGroups.id });
    if (!row) throw new Error('The option group was not written.');
    await tx.insert(dishOptionChoices).values(
      group.choices.map((choice, i) => ({
        ...(choice.id && knownChoices.has(choice.id) ? { id: choice.id } : {}),
        // A kept choice keeps its sold-out mark (the kitchen's, not the menu editor's).
        ...soldOutMarkOf(choice.id ? knownChoices.get(choice.id) : undefined),
        groupId: row.id,
        position: i,
        name: choice.name,
        deltaMinor: choice.deltaMinor,
        available: choice.available,
        isDefault: choice.isDefault,
      })),
    );
  }
}

function soldOutMarkOf(choice: OptionGroup['choices'][number] | undefined) {
  if (!choice?.soldOut) return {};
  return {
    soldOut: true,
    soldOutUntil: choice.soldOutUntil ? new Date(choice.soldOutUntil) : null,
  };
}

export function createOptionsRepository(db: Db) {
  return {
    /** Replaces the dish's groups (and raises the catalog revision); false when no such dish. */
    replace(dishId: string, groups: GroupsInput): Promise<OptionGroup[] | null> {
      return db.transaction(async (tx) => {
        const [dish] = await tx
          .select({ id: dishes.id, name: dishes.name })
          .from(dishes)
          .where(eq(dishes.id, dishId))
          .for('update');
        if (!dish) return null;
        const before = (await loadOptionGroups(tx, [dishId])).get(dishId) ?? [];
        await writeGroups(tx, dishId, groups);
        await bumpRevision(tx);
        const after = (await loadOptionGroups(tx, [dishId])).get(dishId) ?? [];
        await recordAudit(tx, {
          action: 'dish.options',
          subjectType: 'dish',
          subjectId: dishId,
          summary: `Options of ${dish.name} changed`,
          before: { groups: before },
          after: { groups: after },
        });
        return after;
      });
    },
  };
}

/** The demo seed: groups for the dishes with these slugs, in the seeding transaction. */
export async function seedOptionGroups(
  tx: Tx,
  bySlug: ReadonlyMap<string, GroupsInput>,
): Promise<void> {
  if (bySlug.size === 0) return;
  const rows = await tx
    .select({ id: dishes.id, slug: dishes.slug })
    .from(dishes)
    .where(inArray(dishes.slug, [...bySlug.keys()]));
  for (const row of rows) {
    const groups = row.slug ? bySlug.get(row.slug) : undefined;
    if (groups) await writeGroups(tx, row.id, groups);
  }
}
