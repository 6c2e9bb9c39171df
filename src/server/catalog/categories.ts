import { AppError } from '@server/errors';
import {
  type AdminCategory,
  type CategoryInput,
  type CategoryMove,
  type CategoryPatch,
  categoryInputSchema,
  categoryMoveSchema,
  categoryPatchSchema,
  categoryTexts,
} from '@shared/categories';
import type { z } from 'zod';
import type { CategoryRepository, CategoryRow } from './category-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue?.path.map(String).join('.') || 'body';
  const message = issue?.message ?? categoryTexts.nameNeeded;
  throw new AppError('invalid', message, { [field]: message });
}

const notFound = () => new AppError('not_found', categoryTexts.notFound);
const taken = () =>
  new AppError('conflict', categoryTexts.nameTaken, { name: categoryTexts.nameTaken });

/**
 * The owner's categories. `changed` drops this instance's cached menu at once;
 * the revision each write raises tells the other instances.
 */
export function createCategoryManager(repo: CategoryRepository, changed: () => void) {
  const withCount = async (row: CategoryRow): Promise<AdminCategory> => ({
    id: row.id,
    name: row.name,
    position: row.position,
    hidden: row.hidden,
    dishCount: await repo.countDishes(row.name),
  });
  const requireId = (id: string) => {
    if (!UUID.test(id)) throw notFound();
  };

  return {
    async list(): Promise<AdminCategory[]> {
      return (await repo.listWithCounts()).map(({ createdAt: _c, ...row }) => row);
    },

    /** The category's own spelling of a name given in any letter case, or a 400 for the dish form. */
    async canonicalName(name: string): Promise<string> {
      const row = await repo.findByName(name.trim());
      if (!row)
        throw new AppError('invalid', categoryTexts.unknownForDish, {
          category: categoryTexts.unknownForDish,
        });
      return row.name;
    },

    async add(input: CategoryInput): Promise<AdminCategory> {
      const { name } = parse(categoryInputSchema, input);
      const row = await repo.insert(name);
      if (!row) throw taken();
      changed();
      return withCount(row);
    },

    /** Renames and/or hides or shows; the dishes keep their category through a rename. */
    async update(id: string, patch: CategoryPatch): Promise<AdminCategory> {
      requireId(id);
      const { name, hidden } = parse(categoryPatchSchema, patch);
      let row: CategoryRow | undefined;
      if (name !== undefined) {
        const renamed = await repo.rename(id, name);
        if (renamed === 'missing') throw notFound();
        if (renamed === 'taken') throw taken();
        row = renamed;
      }
      if (hidden !== undefined) row = await repo.setHidden(id, hidden);
      changed();
      if (!row) throw notFound();
      return withCount(row);
    },

    async move(id: string, move: CategoryMove): Promise<AdminCategory[]> {
      requireId(id);
      const { direction } = parse(categoryMoveSchema, move);
      if ((await repo.move(id, direction)) === 'missing') throw notFound();
      changed();
      return this.list();
    },

    /** Deletes an empty category; one with dishes is refused (409) with the way out in words. */
    async remove(id: string): Promise<void> {
      requireId(id);
      const result = await repo.remove(id);
      if (result === 'missing') throw notFound();
      if ('dishCount' in result)
        throw new AppError('conflict', categoryTexts.hasDishes(result.dishCount));
      changed();
    },
  };
}

export type CategoryManager = ReturnType<typeof createCategoryManager>;
