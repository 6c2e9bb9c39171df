import { z } from 'zod';
import { dishImageSchema } from './catalog';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './constants';

/**
 * The cart: request bodies (strict: a price, total or user id sent by the browser is refused),
 * the cart view the server returns, and the cart texts of the spec (§2 Cart, §8 toasts).
 */

export const cartTexts = {
  heading: 'Your Cart',
  empty: 'Your cart is empty',
  checkout: 'Checkout',
  subtotal: 'Subtotal',
  confirmDelete: 'Do you want to delete cart Item?',
  delete: 'Delete',
  quantityRange: `Quantity must be between ${CART_QUANTITY_MIN} and ${CART_QUANTITY_MAX}.`,
  quantityLimit: `You can have at most ${CART_QUANTITY_MAX} of one dish in your cart.`,
  lineNotFound: 'This item is no longer in your cart.',
  lineUnavailable: 'No longer available. Remove it to check out.',
} as const;

const quantitySchema = z
  .number({ error: cartTexts.quantityRange })
  .int(cartTexts.quantityRange)
  .min(CART_QUANTITY_MIN, cartTexts.quantityRange)
  .max(CART_QUANTITY_MAX, cartTexts.quantityRange);

/** POST /api/cart/items: which dish, and how many to add (default 1). Nothing else is accepted. */
export const addToCartSchema = z.strictObject({
  dishId: z.string().trim().min(1).max(200),
  quantity: quantitySchema.default(CART_QUANTITY_MIN),
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

/** Recomputes count and subtotal from the lines (the browser uses it for optimistic updates). */
export function summarizeCart(items: CartLine[], currency: string): CartView {
  let count = 0;
  let subtotalMinor = 0;
  const lines = items.map((line) => {
    const lineTotalMinor = line.available ? line.unitPriceMinor * line.quantity : 0;
    if (line.available) {
      count += line.quantity;
      subtotalMinor += lineTotalMinor;
    }
    return { ...line, lineTotalMinor };
  });
  return { items: lines, count, subtotalMinor, currency };
}
