// Allergens and diets of a dish: the 14 major allergens of the EU/UK list, the
// diet tags and the spicy level, with their words and glyphs, and the menu's filter rule. No zod,
// so the prerendered Menu page can use it without loading the schema library (see catalog-view.ts).

/**
 * The 14 major allergens (EU Regulation 1169/2011, Annex II; UK FSA), in the list's order: the
 * code stored and sent, the list's word, a short word for a menu card's chip, a glyph.
 */
export const ALLERGENS = [
  { code: 'celery', word: 'celery', short: 'celery', glyph: 'Ce' },
  { code: 'gluten', word: 'cereals containing gluten', short: 'gluten', glyph: 'Gl' },
  { code: 'crustaceans', word: 'crustaceans', short: 'crustaceans', glyph: 'Cr' },
  { code: 'eggs', word: 'eggs', short: 'eggs', glyph: 'Eg' },
  { code: 'fish', word: 'fish', short: 'fish', glyph: 'Fi' },
  { code: 'lupin', word: 'lupin', short: 'lupin', glyph: 'Lu' },
  { code: 'milk', word: 'milk', short: 'milk', glyph: 'Mi' },
  { code: 'molluscs', word: 'molluscs', short: 'molluscs', glyph: 'Mo' },
  { code: 'mustard', word: 'mustard', short: 'mustard', glyph: 'Mu' },
  { code: 'tree-nuts', word: 'tree nuts', short: 'tree nuts', glyph: 'TN' },
  { code: 'peanuts', word: 'peanuts', short: 'peanuts', glyph: 'Pn' },
  { code: 'sesame', word: 'sesame', short: 'sesame', glyph: 'Se' },
  { code: 'soybeans', word: 'soybeans', short: 'soy', glyph: 'So' },
  { code: 'sulphites', word: 'sulphites', short: 'sulphites', glyph: 'Su' },
] as const;
export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export const ALLERGEN_CODES = ALLERGENS.map((a) => a.code) as [AllergenCode, ...AllergenCode[]];

/** Diet tags a dish may carry. A vegan dish is vegetarian too (see `meetsDiet`). */
export const DIETS = [
  { code: 'vegetarian', word: 'vegetarian', glyph: 'V' },
  { code: 'vegan', word: 'vegan', glyph: 'VG' },
  { code: 'halal', word: 'halal', glyph: 'H' },
  { code: 'gluten-free', word: 'gluten-free', glyph: 'GF' },
] as const;
export type DietCode = (typeof DIETS)[number]['code'];
export const DIET_CODES = DIETS.map((d) => d.code) as [DietCode, ...DietCode[]];

/** Spicy level: 0 (not spicy) to 3 (very hot). */
export const SPICY_MAX = 3;
export const SPICY_WORDS = ['not spicy', 'mild', 'hot', 'very hot'] as const;

/** What a dish says about itself. Menu items of other sources may not say: treated as nothing. */
export interface Dietary {
  allergens?: readonly string[] | undefined;
  diets?: readonly string[] | undefined;
  spicy?: number | undefined;
}

/** What the diner filters by: hide dishes with any of `hide`; show only dishes meeting `diets`. */
export interface DietaryFilter {
  hide: readonly AllergenCode[];
  diets: readonly DietCode[];
}

const allergenWord = new Map<string, string>(ALLERGENS.map((a) => [a.code, a.word]));
const dietWord = new Map<string, string>(DIETS.map((d) => [d.code, d.word]));

export const isAllergenCode = (value: string): value is AllergenCode => allergenWord.has(value);
export const isDietCode = (value: string): value is DietCode => dietWord.has(value);

export const allergenWordOf = (code: string): string => allergenWord.get(code) ?? code;
export const dietWordOf = (code: string): string => dietWord.get(code) ?? code;

/** Codes in the list's order, each once (how they are stored and shown). */
export function canonicalAllergens(codes: readonly string[]): AllergenCode[] {
  return ALLERGEN_CODES.filter((code) => codes.includes(code));
}
export function canonicalDiets(codes: readonly string[]): DietCode[] {
  return DIET_CODES.filter((code) => codes.includes(code));
}

/** Whether a dish meets a diet: a vegan dish counts as vegetarian. */
export function meetsDiet(dish: Dietary, diet: DietCode): boolean {
  const diets = dish.diets ?? [];
  return diets.includes(diet) || (diet === 'vegetarian' && diets.includes('vegan'));
}

/** The menu filter: no allergen the diner hides, and every diet the diner asks for. */
export function passesFilter(dish: Dietary, filter: DietaryFilter): boolean {
  const allergens = dish.allergens ?? [];
  if (filter.hide.some((code) => allergens.includes(code))) return false;
  return filter.diets.every((diet) => meetsDiet(dish, diet));
}

/** The dishes the filter keeps, and how many it left out (a menu answer with a filter). */
export function applyFilter<T extends Dietary>(
  items: readonly T[],
  filter: DietaryFilter,
): { items: T[]; hidden: number } {
  const kept = items.filter((item) => passesFilter(item, filter));
  return { items: kept, hidden: items.length - kept.length };
}

export const isFilterEmpty = (filter: DietaryFilter) =>
  filter.hide.length === 0 && filter.diets.length === 0;

/**
 * A filter from the address's words (`?hide=peanuts,milk&diet=vegan`), unknown codes left out
 * (the browser's reading; the server refuses them with a 400 instead).
 */
export function filterFromParams(hide: string | null, diet: string | null): DietaryFilter {
  const split = (value: string | null) => (value ?? '').split(',').map((s) => s.trim());
  return {
    hide: canonicalAllergens(split(hide)),
    diets: canonicalDiets(split(diet)),
  };
}

/** "Contains: milk, cereals containing gluten" (empty when the dish lists none). */
export function containsText(dish: Dietary): string {
  const words = canonicalAllergens(dish.allergens ?? []).map(allergenWordOf);
  return words.length > 0 ? `${dietaryTexts.contains} ${words.join(', ')}` : '';
}

export const dietaryTexts = {
  contains: 'Contains:',
  noAllergens: 'None of the 14 major allergens.',
  allergensLegend: 'Allergens it contains',
  dietsLegend: 'Suitable for',
  spicyLabel: 'Spicy level',
  spicy: (level: number) => `Spicy: ${SPICY_WORDS[level] ?? SPICY_WORDS[0]} (${level} of 3)`,
  filterHeading: 'Allergens and diets',
  hideLegend: 'Hide dishes with',
  dietsOnlyLegend: 'Show only',
  dietOnly: (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)} only`,
  clear: 'Clear filters',
  hiddenCount: (n: number) =>
    n === 0
      ? 'No dish hidden by your filters.'
      : `${n} ${n === 1 ? 'dish' : 'dishes'} hidden by your filters.`,
  allHidden: 'Every dish here is hidden by your filters.',
  unknownAllergen: (code: string) =>
    `Unknown allergen "${code}". Use one of: ${ALLERGEN_CODES.join(', ')}.`,
  unknownDiet: (code: string) => `Unknown diet "${code}". Use one of: ${DIET_CODES.join(', ')}.`,
  spicyRange: `The spicy level is a whole number from 0 to ${SPICY_MAX}.`,
  askStaff: 'Allergens as declared by the kitchen; ask us if you have a severe allergy.',
} as const;
