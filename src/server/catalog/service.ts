import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { EventBus } from '@server/platform/events';
import {
  CATALOG_CATEGORIES,
  catalogTexts,
  type DishInput,
  type DishPatch,
  dishInputSchema,
  dishPatchSchema,
  type MenuItem,
  type MenuQuery,
} from '@shared/catalog';
import { applyFilter } from '@shared/dietary';
import type { OptionGroup } from '@shared/dish-options';
import { type DishOptionsInput, dishOptionsInputSchema } from '@shared/dish-options-schema';
import { messages } from '@shared/messages';
import type { SoldOutInput } from '@shared/sold-out-schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { createCategoryManager } from './categories';
import { createCategoryRepository } from './category-repository';
import { createOptionsRepository, loadOptionGroups } from './options-repository';
import { createCatalogRepository, type NewDishRow } from './repository';
import { createSoldOutRepository, type StockLine, takeStock } from './sold-out';
import { createLocalSource, filterOf, type PreparedMenu, toMenuItem } from './sources/local';
import { createRecipeImages } from './sources/recipe-images';
import { createTheMealDbSource } from './sources/themealdb';
import type { CatalogSource } from './sources/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CatalogServiceDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Where menu changes are announced (open menus reload) and heard from other instances. */
  events?: Pick<EventBus, 'publish' | 'subscribe'>;
}

/**
 * The cheapest choices a diner could make must not take the price below zero (Small −1,000 on a
 * dish of 800): refused when the owner saves, so the menu never offers a line it cannot price.
 */
function refuseBelowZero(
  priceMinor: number,
  groups: readonly {
    minChoices: number;
    maxChoices: number;
    required: boolean;
    choices: { deltaMinor: number }[];
  }[],
) {
  let lowest = priceMinor;
  for (const group of groups) {
    const deltas = group.choices.map((c) => c.deltaMinor).sort((a, b) => a - b);
    const negatives = deltas.filter((d) => d < 0);
    const least = Math.max(group.required ? 1 : 0, group.minChoices);
    const take = Math.min(group.maxChoices, Math.max(least, negatives.length));
    lowest += deltas.slice(0, take).reduce((sum, d) => sum + d, 0);
  }
  if (lowest < 0)
    throw new AppError('invalid', messages.dishOptions.belowZero, {
      groups: messages.dishOptions.belowZero,
    });
}

/** Validates admin input here too, so a caller that skipped route validation still gets a 400. */
function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues)
    fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw new AppError('invalid', Object.values(fields)[0] ?? 'Invalid dish.', fields);
}

function toRow(input: z.output<typeof dishInputSchema>): NewDishRow {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    area: input.area,
    priceMinor: input.priceMinor,
    imageUrl: input.image.url,
    imageWidth: input.image.width,
    imageHeight: input.image.height,
    available: input.available,
    allergens: input.allergens,
    diets: input.diets,
    spicy: input.spicy,
  };
}

function toPatch(patch: z.output<typeof dishPatchSchema>): Partial<NewDishRow> {
  const { image, ...rest } = patch;
  return {
    ...rest,
    ...(image ? { imageUrl: image.url, imageWidth: image.width, imageHeight: image.height } : {}),
  };
}

/**
 * The menu. Reads go to the configured source (`local` dishes or the public recipe database);
 * the restaurant's own dishes are managed here too, and every change drops the cached menu.
 * The cart prices its lines only through `findItems`.
 */
export function createCatalogService({ db, config, log, events }: CatalogServiceDeps) {
  const repo = createCatalogRepository(db);
  const categoryRepo = createCategoryRepository(db);
  const optionsRepo = createOptionsRepository(db);
  const local = createLocalSource(
    repo,
    () => categoryRepo.listCategories(),
    log,
    () => loadOptionGroups(db),
  );
  const recipeImages = createRecipeImages({ apiUrl: config.catalog.theMealDbUrl, log });
  const source: CatalogSource =
    config.catalog.source === 'themealdb'
      ? createTheMealDbSource({
          baseUrl: config.catalog.theMealDbUrl,
          log,
          images: recipeImages,
        })
      : local;

  const soldOut = createSoldOutRepository(db, config.timeZone);
  /** After a committed change: this instance's copy goes, and every open menu hears of it. */
  const announce = () => {
    local.invalidate();
    events
      ?.publish({ type: 'menu.changed', userId: '', orderIds: [] })
      .catch((err) => log.warn({ err }, 'menu.changed event not published'));
  };
  // Another instance changed the menu: drop this copy now rather than within REVALIDATE_MS.
  events?.subscribe((event) => {
    if (event.type === 'menu.changed') local.invalidate();
  });
  const changed = <T>(value: T): T => {
    announce();
    return value;
  };
  const categoryManager = createCategoryManager(categoryRepo, () => local.invalidate());

  /** The dish's category as the categories table spells it; an unknown one is a 400. */
  async function withCategory<T extends { category?: string | undefined }>(input: T): Promise<T> {
    if (input.category === undefined) return input;
    return { ...input, category: await categoryManager.canonicalName(input.category) };
  }

  const requireDish = async (id: string) => {
    const row = UUID.test(id) ? await repo.findDish(id) : undefined;
    if (!row) throw new AppError('not_found', catalogTexts.dishNotFound);
    return row;
  };

  async function updateDish(id: string, patch: DishPatch): Promise<MenuItem> {
    await requireDish(id);
    const parsed = await withCategory(parseOrInvalid(dishPatchSchema, patch));
    const options = (await loadOptionGroups(db, [id])).get(id);
    if (parsed.priceMinor !== undefined && options) refuseBelowZero(parsed.priceMinor, options);
    const row = await repo.updateDish(id, toPatch(parsed));
    if (!row) throw new AppError('not_found', catalogTexts.dishNotFound);
    return changed(toMenuItem(row, false, options));
  }

  async function menuAnswer(query: MenuQuery): Promise<{ items: MenuItem[]; hidden?: number }> {
    const items = query.category
      ? await source.byCategory(query.category)
      : await source.byName(query.search ?? '');
    const filter = filterOf(query);
    return filter ? applyFilter(items, filter) : { items };
  }

  return {
    sourceKind: source.kind,

    /** The categories the menu lists: with dishes on sale, not hidden, in the owner's order. */
    async categories(): Promise<{ name: string }[]> {
      if (source !== local) return CATALOG_CATEGORIES.map((name) => ({ name }));
      return (await local.categories()).map((name) => ({ name }));
    },

    /** The prepared answer of GET /api/menu/categories (local catalog), else null. */
    categoriesJson(): Promise<PreparedMenu | null> {
      return source === local ? local.categoriesJson() : Promise.resolve(null);
    },

    /** The owner's categories: list, add, rename, hide, reorder, delete (back office). */
    categoryManager,

    /**
     * Available dishes for a category or a meal name (exactly one is given), less those the
     * diner's allergen and diet filter leaves out (`hidden` counts them when there is a filter).
     */
    async menu(query: MenuQuery): Promise<MenuItem[]> {
      return (await menuAnswer(query)).items;
    },

    /** The answer of GET /api/menu: the dishes, and `hidden` when the diner filters. */
    menuAnswer,

    /**
     * The ready-to-send JSON of a menu answer and its ETag, when the source keeps the menu in
     * memory (the local catalog); otherwise null and the caller serialises `menu(...)`.
     */
    async menuJson(query: MenuQuery): Promise<PreparedMenu | null> {
      return source === local ? local.menuJson(query) : null;
    },

    /** The dishes with these ids from the active source, hidden ones marked unavailable. */
    findItems(ids: readonly string[]): Promise<Map<string, MenuItem>> {
      return source.findMany([...new Set(ids)]);
    },

    /**
     * The in-memory menu's dishes by id, without waiting, when the local menu is loaded and
     * current; undefined otherwise (then `findItems`). An entry's object is replaced whenever the
     * menu changes (price, options, sold out, hidden), so identity tells what is still current.
     */
    itemsNow(): ReadonlyMap<string, MenuItem> | undefined {
      return source === local ? local.itemsNow() : undefined;
    },

    async findItem(id: string): Promise<MenuItem | null> {
      return (await source.findMany([id])).get(id) ?? null;
    },

    /** A picture of the recipe database, through our server (only when that is the source). */
    async recipeImage(file: string): Promise<{ body: Buffer; type: string }> {
      if (source.kind !== 'themealdb') throw new AppError('not_found', 'No such image.');
      return recipeImages.fetch(file);
    },

    // Menu management of the restaurant's own dishes (the admin screen builds on these).

    async listAllDishes(): Promise<MenuItem[]> {
      const [rows, options] = await Promise.all([repo.listDishes(), loadOptionGroups(db)]);
      return rows.map((row) => toMenuItem(row, false, options.get(row.id)));
    },

    /** Replaces a dish's option groups (the owner's editor); ids the dish had are kept. */
    async setDishOptions(id: string, input: DishOptionsInput): Promise<OptionGroup[]> {
      const row = await requireDish(id);
      const { groups } = parseOrInvalid(dishOptionsInputSchema, input);
      refuseBelowZero(row.priceMinor, groups);
      const saved = await optionsRepo.replace(id, groups);
      if (!saved) throw new AppError('not_found', catalogTexts.dishNotFound);
      return changed(saved);
    },

    async addDish(input: DishInput): Promise<MenuItem> {
      const parsed = await withCategory(parseOrInvalid(dishInputSchema, input));
      const row = await repo.insertDish(toRow(parsed));
      return changed(toMenuItem(row));
    },

    updateDish,

    /** Takes a dish off the public menu; carts keep it, shown as unavailable. */
    hideDish: (id: string) => updateDish(id, { available: false }),

    showDish: (id: string) => updateDish(id, { available: true }),

    /** Sold out for today, until turned back, or back on sale; the stock count (staff). */
    async markDishSoldOut(id: string, input: SoldOutInput, now = new Date()) {
      return changed(await soldOut.markDish(id, input, now));
    },

    /** The same for one choice of the dish's option groups. */
    async markChoiceSoldOut(id: string, choiceId: string, input: SoldOutInput, now = new Date()) {
      return changed(await soldOut.markChoice(id, choiceId, input, now));
    },

    /** Inside checkout's recording transaction: refuse sold-out lines, take counted portions. */
    takeStock: (tx: Parameters<typeof takeStock>[0], lines: readonly StockLine[], now: Date) =>
      takeStock(tx, lines, now),

    /** After a committed payment that took counted portions: menus reload. */
    stockTaken: () => announce(),

    async deleteDish(id: string): Promise<void> {
      await requireDish(id);
      if (!(await repo.deleteDish(id))) throw new AppError('not_found', catalogTexts.dishNotFound);
      changed(undefined);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
