import { createHash } from 'node:crypto';
import type { CategoryRow } from '@server/catalog/category-repository';
import type { CatalogRepository, DishRow } from '@server/catalog/repository';
import type { MenuItem, MenuQuery } from '@shared/catalog';
import {
  applyFilter,
  canonicalAllergens,
  canonicalDiets,
  type DietaryFilter,
  isFilterEmpty,
} from '@shared/dietary';
import type { OptionGroup } from '@shared/dish-options';
import { isSoldOut, soldOutChangesAt } from '@shared/sold-out';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogSource } from './types';

export interface PreparedMenu {
  body: string;
  etag: string;
}

/** Prepared search answers kept per menu revision (popular searches repeat; odd ones are cheap). */
const SEARCHES_KEPT = 500;

/** How long a server instance trusts its copy before asking the database for the revision again. */
export const REVALIDATE_MS = 1000;

interface Snapshot {
  revision: number;
  byId: Map<string, MenuItem>;
  /** Available dishes per category (by its name in lower case), in menu order. */
  byCategory: Map<string, MenuItem[]>;
  /** The categories the menu lists: not hidden, with a dish on sale, in the owner's order. */
  categories: string[];
  available: MenuItem[];
  /** Serialised menu answers per category, made on first use (the public menu's hot path). */
  json: Map<string, PreparedMenu>;
  /** When a "for today" sold-out mark runs out: the snapshot is rebuilt then (epoch ms). */
  expiresAt: number;
}

/** A dish as the menu shows it; in a hidden category it is off the menu like a hidden dish. */
export function toMenuItem(
  row: DishRow,
  categoryHidden = false,
  options?: OptionGroup[],
  now: Date = new Date(),
): MenuItem {
  const soldOut = isSoldOut(row, now);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    area: row.area,
    priceMinor: row.priceMinor,
    image: { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight },
    available: row.available && !categoryHidden,
    allergens: canonicalAllergens(row.allergens),
    diets: canonicalDiets(row.diets),
    spicy: row.spicy,
    ...(options && options.length > 0 ? { options } : {}),
    ...(soldOut
      ? {
          soldOut: true,
          soldOutUntil: row.stock === 0 ? null : (row.soldOutUntil?.toISOString() ?? null),
        }
      : {}),
    ...(row.stock !== null ? { stock: row.stock } : {}),
  };
}

/** The diner's allergen and diet filter of a menu query, null when it filters nothing. */
export function filterOf(query: MenuQuery): DietaryFilter | null {
  const filter = { hide: query.hide ?? [], diets: query.diet ?? [] };
  return isFilterEmpty(filter) ? null : filter;
}

/** The earliest instant a dish or choice of these comes back by itself (its cache ends then). */
function nextChange(rows: DishRow[], options: Map<string, OptionGroup[]>, now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const at = soldOutChangesAt(row, now);
    if (at) next = Math.min(next, at.getTime());
  }
  for (const groups of options.values())
    for (const group of groups)
      for (const choice of group.choices)
        if (choice.soldOutUntil) next = Math.min(next, Date.parse(choice.soldOutUntil));
  return next;
}

/** Lower case without accents, for matching what people type. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const categoryKey = (name: string) => name.toLowerCase();

function buildSnapshot(
  revision: number,
  rows: DishRow[],
  categoryRows: CategoryRow[],
  options: Map<string, OptionGroup[]>,
  now = new Date(),
): Snapshot {
  const hidden = new Set(categoryRows.filter((c) => c.hidden).map((c) => c.name));
  const byId = new Map<string, MenuItem>();
  const byCategory = new Map<string, MenuItem[]>();
  const available: MenuItem[] = [];
  for (const row of rows) {
    const item = toMenuItem(row, hidden.has(row.category), options.get(row.id), now);
    byId.set(item.id, item);
    if (!item.available) continue;
    available.push(item);
    const key = categoryKey(item.category);
    const list = byCategory.get(key) ?? [];
    list.push(item);
    byCategory.set(key, list);
  }
  const categories = categoryRows
    .filter((c) => byCategory.has(categoryKey(c.name)))
    .map((c) => c.name);
  const expiresAt = nextChange(rows, options, now);
  return { revision, byId, byCategory, categories, available, json: new Map(), expiresAt };
}

/** A prepared answer and its ETag: a hash of the body (a rebuilt database restarts revisions). */
function prepare(value: unknown): PreparedMenu {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}

/**
 * The restaurant's own dishes, served from memory. Public menu reads never wait for the database:
 * a change made through this instance drops the copy at once (`invalidate`), and a change made by
 * another instance is noticed within about a second through the revision number, checked by one
 * request in the background while the others keep being served.
 */
export function createLocalSource(
  repo: CatalogRepository,
  listCategories: () => Promise<CategoryRow[]>,
  log: FastifyBaseLogger,
  loadOptions: () => Promise<Map<string, OptionGroup[]>> = async () => new Map(),
) {
  let current: Snapshot | null = null;
  let checkedAt = 0;
  /** Bumped by every local change, so a load that started before the change cannot store stale data. */
  let generation = 0;
  let inflight: { generation: number; promise: Promise<Snapshot> } | null = null;

  function load(): Promise<Snapshot> {
    if (inflight && inflight.generation === generation) return inflight.promise;
    const started = generation;
    const promise = (async () => {
      // Revision first, then rows: a change in between only causes one extra reload later.
      const revision = await repo.readRevision();
      const fresh =
        current && current.revision === revision && Date.now() < current.expiresAt
          ? current
          : buildSnapshot(
              revision,
              await repo.listDishes(),
              await listCategories(),
              await loadOptions(),
            );
      if (started === generation) {
        current = fresh;
        checkedAt = Date.now();
      }
      return fresh;
    })();
    inflight = { generation: started, promise };
    const clear = () => {
      if (inflight?.promise === promise) inflight = null;
    };
    promise.then(clear, clear);
    return promise;
  }

  /** The snapshot a request may use without waiting, or undefined when it must be (re)loaded. */
  function snapshotNow(): Snapshot | undefined {
    // A sold-out mark that ran out (midnight) rebuilds the menu before anyone is answered.
    if (!current || Date.now() >= current.expiresAt) return undefined;
    if (Date.now() - checkedAt >= REVALIDATE_MS) {
      // Stale-while-revalidate: this request is answered from memory, the check runs behind it.
      load().catch((error) =>
        log.warn({ err: error }, 'menu revalidation failed; serving the cached menu'),
      );
    }
    return current;
  }

  async function snapshot(): Promise<Snapshot> {
    return snapshotNow() ?? load();
  }

  const source: CatalogSource & {
    invalidate(): void;
    itemsNow(): ReadonlyMap<string, MenuItem> | undefined;
    menuJson(query: MenuQuery): Promise<PreparedMenu>;
    categoriesJson(): Promise<PreparedMenu>;
    categories(): Promise<string[]>;
  } = {
    kind: 'local',

    async byCategory(category) {
      return (await snapshot()).byCategory.get(categoryKey(category)) ?? [];
    },

    /**
     * Dishes whose name holds the text, then (for "pasta", "pizza"...) the rest of a category of
     * that name. Letter case and accents do not matter: "ragu" finds "Ragù".
     */
    async byName(text) {
      const wanted = fold(text.trim());
      const { available } = await snapshot();
      const byName = available.filter((item) => fold(item.name).includes(wanted));
      const named = new Set(byName.map((item) => item.id));
      const categoryNames = new Set([wanted, `${wanted}s`, wanted.replace(/s$/, '')]);
      const byCategory = available.filter(
        (item) => !named.has(item.id) && categoryNames.has(fold(item.category)),
      );
      return [...byName, ...byCategory];
    },

    /**
     * Every dish by id (hidden ones marked unavailable) when the menu is in memory and current,
     * without a promise; undefined when only `findMany` can tell. A dish's object stays the same
     * until the menu changes, so a caller may keep what it derived from it and compare identities.
     */
    itemsNow() {
      return snapshotNow()?.byId;
    },

    async findMany(ids) {
      const snap = await snapshot();
      const found = new Map<string, MenuItem>();
      for (const id of ids) {
        const item = snap.byId.get(id);
        if (item) found.set(id, item);
      }
      return found;
    },

    /**
     * The serialised answer of GET /api/menu, made once per menu revision and query (the public
     * menu's hot path: no database, no serialisation). Searches keep at most SEARCHES_KEPT texts.
     */
    async menuJson(query) {
      const snap = await snapshot();
      const filter = filterOf(query);
      const key = `${
        query.category ? `c:${categoryKey(query.category)}` : `s:${fold(query.search ?? '')}`
      }${filter ? `|${filter.hide.join(',')}|${filter.diets.join(',')}` : ''}`;
      let answer = snap.json.get(key);
      if (answer === undefined) {
        const items = query.category
          ? (snap.byCategory.get(categoryKey(query.category)) ?? [])
          : await source.byName(query.search ?? '');
        answer = prepare(filter ? applyFilter(items, filter) : { items });
        if (snap.json.size >= SEARCHES_KEPT + snap.categories.length) snap.json.clear();
        snap.json.set(key, answer);
      }
      return answer;
    },

    /** The categories the menu lists, in the owner's order. */
    async categories() {
      return (await snapshot()).categories;
    },

    /** The serialised answer of GET /api/menu/categories for the current revision. */
    async categoriesJson() {
      const snap = await snapshot();
      let answer = snap.json.get('categories');
      if (answer === undefined) {
        answer = prepare({ categories: snap.categories.map((name) => ({ name })) });
        snap.json.set('categories', answer);
      }
      return answer;
    },

    invalidate() {
      generation += 1;
      current = null;
      inflight = null;
    },
  };
  return source;
}

export type LocalSource = ReturnType<typeof createLocalSource>;
