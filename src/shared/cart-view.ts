import type { CartLine, CartView } from './cart';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './constants';
import { moneyLimitTexts } from './money';

// The cart's texts and arithmetic without zod, so the navigation's cart badge (in the first load)
// does not pull the schema library into every page.

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
  /** A price changed after the dish was added; payment waits for the diner. */
  pricesChanged: 'Prices changed since you added these dishes. Please review your cart.',
  acceptPrices: 'Accept new prices',
  /** Refused add or change, and the cart's own notice when prices rose past the limit. */
  orderTooLarge: moneyLimitTexts.orderTooLarge,
} as const;

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
