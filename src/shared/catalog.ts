import { z } from 'zod';
import { catalogTexts, MENU_SEARCH_MAX_LENGTH } from './catalog-view';
import { CATEGORY_NAME_MAX_LENGTH, categoryNameSchema } from './categories';
import {
  ALLERGEN_CODES,
  canonicalAllergens,
  canonicalDiets,
  DIET_CODES,
  dietaryTexts,
  isAllergenCode,
  isDietCode,
  SPICY_MAX,
} from './dietary';
import { optionGroupSchema } from './dish-options-schema';
import { MAX_DISH_PRICE_MINOR, moneyLimitTexts } from './money';
import { nameRules } from './names';

/**
 * The menu: categories, the item shape every catalog source returns, the query the menu page
 * sends, and the texts of the menu screens (docs/storefront-spec.md §2 Menu, §8 meal-search texts), word for word.
 */

// The categories and texts live apart from the schemas (no zod): see catalog-view.ts.
export * from './catalog-view';

export const dishImageSchema = z.object({
  url: z.string(),
  // Bounded like the upload check (admin/images.ts), and within the database's integer column.
  width: z.number().int().positive().max(12_000),
  height: z.number().int().positive().max(12_000),
});
export type DishImage = z.infer<typeof dishImageSchema>;

/** One dish as the public menu shows it. The price is integer minor units (kobo). */
export const menuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  area: z.string(),
  priceMinor: z.number().int().nonnegative(),
  image: dishImageSchema,
  available: z.boolean(),
  /** The dish's option groups, when it has any: sizes, extras... */
  options: z.array(optionGroupSchema).optional(),
  /** Allergens it contains and diets it suits; the local catalog always says. */
  allergens: z.array(z.enum(ALLERGEN_CODES)).optional(),
  diets: z.array(z.enum(DIET_CODES)).optional(),
  spicy: z.number().int().min(0).max(SPICY_MAX).optional(),
  /** Sold out now: on the menu with "Sold out", never added to a cart. */
  soldOut: z.boolean().optional(),
  /** When a "for today" mark ends (ISO); null = until turned back. Only when sold out. */
  soldOutUntil: z.string().nullable().optional(),
  /** Portions left, when the kitchen counts them. */
  stock: z.number().int().nonnegative().nullable().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuResponseSchema = z.object({
  items: z.array(menuItemSchema),
  /** With a filter: how many dishes of the category or search the filter left out. */
  hidden: z.number().int().nonnegative().optional(),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;

/** The categories the menu lists: those with dishes on sale, in the owner's order. */
export const categoriesResponseSchema = z.object({
  categories: z.array(z.object({ name: z.string() })),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/**
 * A comma-separated list of codes in the query (`hide=peanuts,milk`), each known, as a list in
 * the canonical order; an unknown code is a 400 that names it and lists the known ones.
 */
function codeList<C extends string>(
  known: readonly C[],
  isKnown: (value: string) => value is C,
  unknown: (code: string) => string,
  canonical: (codes: readonly string[]) => C[],
  description: string,
) {
  return z
    .string()
    .max(300)
    .describe(`${description}: comma-separated, any of ${known.join(', ')}`)
    .transform((value, ctx) => {
      const codes = value
        .split(',')
        .map((code) => code.trim().toLowerCase())
        .filter((code) => code !== '');
      const bad = codes.find((code) => !isKnown(code));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: unknown(bad.slice(0, 40)) });
        return z.NEVER;
      }
      return canonical(codes);
    })
    .optional();
}

/** GET /api/menu: exactly one of a category or a meal name, and the diner's filters. */
export const menuQuerySchema = z
  .strictObject({
    hide: codeList(
      ALLERGEN_CODES,
      isAllergenCode,
      dietaryTexts.unknownAllergen,
      canonicalAllergens,
      'Leave out dishes containing any of these allergens',
    ),
    diet: codeList(
      DIET_CODES,
      isDietCode,
      dietaryTexts.unknownDiet,
      canonicalDiets,
      'Only dishes suiting every one of these diets (vegan counts as vegetarian)',
    ),
    category: z
      .string()
      .trim()
      .min(1, catalogTexts.queryNeeded)
      .max(CATEGORY_NAME_MAX_LENGTH, catalogTexts.noMenuForCategory)
      .describe('A category name, in any letter case (GET /api/menu/categories lists them)')
      .optional(),
    search: z
      .string()
      .trim()
      .min(1, catalogTexts.queryNeeded)
      .max(MENU_SEARCH_MAX_LENGTH)
      .describe('Part of a meal name, any letter case')
      .optional(),
  })
  .refine((q) => q.category !== undefined || q.search !== undefined, {
    message: catalogTexts.queryNeeded,
  })
  .refine((q) => q.category === undefined || q.search === undefined, {
    message: catalogTexts.onlyOneQuery,
  });
export type MenuQuery = z.output<typeof menuQuerySchema>;

const dishFields = {
  name: nameRules(z.string().trim().min(1).max(120)),
  description: z.string().trim().max(280),
  category: categoryNameSchema,
  area: z.string().trim().min(1).max(60),
  priceMinor: z.number().int().min(1).max(MAX_DISH_PRICE_MINOR, moneyLimitTexts.dishPriceTooHigh),
  image: dishImageSchema,
  available: z.boolean(),
  allergens: z
    .array(
      z.enum(ALLERGEN_CODES, {
        error: (issue) => dietaryTexts.unknownAllergen(String(issue.input)),
      }),
    )
    .max(ALLERGEN_CODES.length)
    .transform(canonicalAllergens),
  diets: z
    .array(z.enum(DIET_CODES, { error: (issue) => dietaryTexts.unknownDiet(String(issue.input)) }))
    .max(DIET_CODES.length)
    .transform(canonicalDiets),
  spicy: z
    .number({ error: dietaryTexts.spicyRange })
    .int(dietaryTexts.spicyRange)
    .min(0, dietaryTexts.spicyRange)
    .max(SPICY_MAX, dietaryTexts.spicyRange),
};

/** What a restaurant admin may set on a dish (the menu-management screen uses it later). */
export const dishInputSchema = z.strictObject({
  ...dishFields,
  description: dishFields.description.default(''),
  available: dishFields.available.default(true),
  allergens: dishFields.allergens.default([]),
  diets: dishFields.diets.default([]),
  spicy: dishFields.spicy.default(0),
});
export type DishInput = z.input<typeof dishInputSchema>;
/** A change to some fields of a dish; fields left out stay as they are. */
export const dishPatchSchema = z.strictObject(dishFields).partial();
export type DishPatch = z.input<typeof dishPatchSchema>;
