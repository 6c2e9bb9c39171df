import { externalPriceMinor } from '@server/catalog/pricing';
import { AppError } from '@server/errors';
import { catalogTexts, type MenuItem, toCatalogCategory } from '@shared/catalog';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RecipeImages } from './recipe-images';
import type { CatalogSource } from './types';

const ID_PREFIX = 'mealdb-';
const NAMED_PREFIX = 'mealdb-name-';

/** One meal as TheMealDB sends it. Only the fields we read are checked; the rest is ignored. */
const mealSchema = z.looseObject({
  idMeal: z.union([z.string(), z.number()]).nullish(),
  strMeal: z.string().trim().min(1),
  strMealThumb: z.string().nullish(),
  strArea: z.string().nullish(),
  strCategory: z.string().nullish(),
});
type Meal = z.infer<typeof mealSchema>;

/** `meals` is an array, or null when nothing matched. Anything else is a malformed answer. */
const searchAnswerSchema = z.looseObject({ meals: z.array(z.unknown()).nullable() });

export interface TheMealDbOptions {
  /** Base URL of the API, e.g. https://www.themealdb.com/api/json/v1/1 */
  baseUrl: string;
  /** Turns the database's thumbnail URLs into our own (see recipe-images.ts). */
  images: RecipeImages;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** How long search answers are reused (a short-lived cache: the recipe database changes rarely). */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
}

function toItem(meal: Meal, category: string, images: RecipeImages): MenuItem {
  const idMeal = meal.idMeal == null ? '' : String(meal.idMeal).trim();
  return {
    id: idMeal ? `${ID_PREFIX}${idMeal}` : `${NAMED_PREFIX}${encodeURIComponent(meal.strMeal)}`,
    name: meal.strMeal,
    description: '',
    category,
    area: meal.strArea?.trim() || 'International',
    priceMinor: externalPriceMinor(idMeal),
    image: images.imageOf(meal.strMealThumb),
    available: true,
  };
}

/**
 * The public recipe database as a catalog source: `search.php?s=` by category or meal name,
 * `lookup.php?i=` to price a meal put in the cart. Failures, timeouts and malformed answers all
 * become 'An error occurred while fetching data.'; the cause goes to the log.
 */
export function createTheMealDbSource(options: TheMealDbOptions): CatalogSource {
  const { baseUrl, log, images } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const ttlMs = options.cacheTtlMs ?? 60_000;
  const maxEntries = options.cacheMaxEntries ?? 500;
  const cache = new Map<string, { expiresAt: number; promise: Promise<Meal[]> }>();

  async function fetchMeals(path: string): Promise<Meal[]> {
    const url = `${baseUrl}/${path}`;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = searchAnswerSchema.parse(await response.json());
      // A single broken meal is skipped rather than failing the whole answer.
      return (answer.meals ?? []).flatMap((raw) => {
        const meal = mealSchema.safeParse(raw);
        return meal.success ? [meal.data] : [];
      });
    } catch (error) {
      log.warn({ err: error, url }, 'recipe database request failed');
      throw new AppError('unavailable', catalogTexts.fetchError);
    }
  }

  /** Cached and shared between concurrent callers; failures are not cached. */
  function cached(path: string): Promise<Meal[]> {
    const now = Date.now();
    const hit = cache.get(path);
    if (hit && hit.expiresAt > now) return hit.promise;
    const promise = fetchMeals(path);
    cache.delete(path);
    cache.set(path, { expiresAt: now + ttlMs, promise });
    promise.catch(() => {
      if (cache.get(path)?.promise === promise) cache.delete(path);
    });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return promise;
  }

  const search = (text: string) =>
    cached(`search.php?s=${encodeURIComponent(text.trim().toLowerCase())}`);

  async function findOne(id: string): Promise<MenuItem | null> {
    if (id.startsWith(NAMED_PREFIX)) {
      // A meal without an id can only be found again by its name.
      let name: string;
      try {
        name = decodeURIComponent(id.slice(NAMED_PREFIX.length));
      } catch {
        return null;
      }
      if (!name) return null;
      const meal = (await search(name)).find(
        (m) => m.strMeal === name && (m.idMeal == null || m.idMeal === ''),
      );
      return meal ? toItem(meal, meal.strCategory ?? '', images) : null;
    }
    if (!id.startsWith(ID_PREFIX)) return null;
    const idMeal = id.slice(ID_PREFIX.length);
    if (!/^\d{1,12}$/.test(idMeal)) return null;
    const [meal] = await cached(`lookup.php?i=${idMeal}`);
    return meal && String(meal.idMeal) === idMeal
      ? toItem(meal, meal.strCategory ?? '', images)
      : null;
  }

  return {
    kind: 'themealdb',

    async byCategory(name: string) {
      // The recipe database is searched by the ten category names of the spec and the dish form.
      const category = toCatalogCategory(name);
      if (!category) return [];
      return (await search(category)).map((meal) => toItem(meal, category, images));
    },

    async byName(text: string) {
      return (await search(text)).map((meal) => toItem(meal, meal.strCategory ?? '', images));
    },

    async findMany(ids) {
      const found = new Map<string, MenuItem>();
      const items = await Promise.all(ids.map((id) => findOne(id)));
      ids.forEach((id, i) => {
        const item = items[i];
        if (item) found.set(id, item);
      });
      return found;
    },
  };
}
