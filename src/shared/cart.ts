import { z } from 'zod';
import { cartTexts } from './cart-view';
import { dishImageSchema } from './catalog';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './constants';
import { chosenOptionSchema, groupSelectionSchema, lineNoteSchema } from './dish-options-schema';

/**
 * The cart: request bodies (strict: a price, total or user id sent by the browser is refused),
 * the cart view the server returns, and the cart texts of docs/storefront-spec.md (§2 Cart, §8 toasts).
 */

export { cartTexts, summarizeCart } from './cart-view';

const quantitySchema = z
  .number({ error: cartTexts.quantityRange })
  .int(cartTexts.quantityRange)
  .min(CART_QUANTITY_MIN, cartTexts.quantityRange)
  .max(CART_QUANTITY_MAX, cartTexts.quantityRange);

/**
 * POST /api/cart/items: which dish, how many to add (default 1), the choices per option group
 * (left out: the dish's default choices) and a note for the kitchen. Never a price.
 */
export const addToCartSchema = z.strictObject({
  dishId: z.string().trim().min(1).max(200),
  quantity: quantitySchema.default(CART_QUANTITY_MIN),
  options: groupSelectionSchema.optional(),
  note: lineNoteSchema.default(''),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** PATCH /api/cart/items/:lineId: the new quantity of the line. */
export const setQuantitySchema = z.strictObject({ quantity: quantitySchema });
export type SetQuantityInput = z.input<typeof setQuantitySchema>;

export const cartLineParamsSchema = z.strictObject({ lineId: z.uuid('Unknown cart item.') });

/**
 * One cart line. The unit price is the catalog's current price; `available` is false when the dish
 * was taken off the menu since it was added (it then counts for nothing and blocks checkout).
 */
export const cartLineSchema = z.object({
  id: z.string(),
  dishId: z.string(),
  name: z.string(),
  image: dishImageSchema,
  unitPriceMinor: z.number().int().nonnegative(),
  quantity: z.number().int(),
  lineTotalMinor: z.number().int().nonnegative(),
  available: z.boolean(),
  /** What was picked in the dish's option groups, at today's names and deltas. */
  choices: z.array(chosenOptionSchema),
  /** The diner's note for the kitchen; '' when none. */
  note: z.string(),
  /** The dish or a choice of the line is sold out: unavailable, said so. */
  soldOut: z.boolean().optional(),
  /**
   * The unit price the diner added (or last accepted) the line at, only when it differs from
   * today's `unitPriceMinor`: shown as "was → now"; payment waits for "Accept".
   */
  previousUnitPriceMinor: z.number().int().nonnegative().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The whole cart: every add, change and removal answers with it, so the browser has one truth. */
export const cartViewSchema = z.object({
  items: z.array(cartLineSchema),
  /** Number of dishes (sum of quantities of available lines): the navigation badge. */
  count: z.number().int().nonnegative(),
  subtotalMinor: z.number().int().nonnegative(),
  currency: z.string(),
});
export type CartView = z.infer<typeof cartViewSchema>;
