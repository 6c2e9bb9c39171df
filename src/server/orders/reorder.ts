import type { CartService } from '@server/cart';
import { AppError } from '@server/errors';
import { cartTexts } from '@shared/cart';
import { catalogTexts } from '@shared/catalog';
import { CART_QUANTITY_MAX } from '@shared/constants';
import type { ReorderResult, ReorderSkipReason } from '@shared/orders';
import type { OrderWithLines } from './repository';

/** What the cart's refusals mean for one dish of "Order again"; anything else is a real error. */
function skipReasonOf(error: unknown): ReorderSkipReason {
  if (!(error instanceof AppError)) throw error;
  if (error.code === 'not_found') return 'off_menu';
  if (error.message === catalogTexts.dishUnavailable) return 'unavailable';
  // The cart names the dish field when the dish itself is sold out (the diner's form shows it).
  if (error.code === 'conflict' && error.fields?.dishId) return 'sold_out';
  if (error.message === cartTexts.quantityLimit) return 'at_cap';
  if (error.message === cartTexts.orderTooLarge) return 'too_large';
  throw error;
}

/**
 * Puts an order's dishes back in the diner's cart through the cart's own rules (catalog prices,
 * dishes on sale only, the order money limit). A dish already in the cart is raised, never
 * duplicated, and only up to the cart's cap of 99: the rest is dropped and said (at_cap), since
 * the cart itself refuses a quantity past 99 outright rather than clamping it.
 */
export async function reorder(
  cart: CartService,
  userId: string,
  order: OrderWithLines,
): Promise<ReorderResult> {
  const result: ReorderResult = { added: [], skipped: [] };
  const inCart = new Map((await cart.view({ userId })).items.map((l) => [l.dishId, l.quantity]));
  // Lines refunded alone (before one order per checkout) were never eaten; they are not repeated.
  for (const line of order.lines.filter((l) => l.canceledAt === null)) {
    // Lines kept from before dishes had ids cannot be found on the menu any more.
    if (!line.dishId) {
      result.skipped.push({ name: line.name, reason: 'off_menu' });
      continue;
    }
    const room = CART_QUANTITY_MAX - (inCart.get(line.dishId) ?? 0);
    const quantity = Math.min(line.quantity, room);
    if (quantity <= 0) {
      result.skipped.push({ name: line.name, reason: 'at_cap' });
      continue;
    }
    try {
      await cart.add({ userId }, { dishId: line.dishId, quantity });
      inCart.set(line.dishId, (inCart.get(line.dishId) ?? 0) + quantity);
      result.added.push({ name: line.name, quantity });
    } catch (error) {
      result.skipped.push({ name: line.name, reason: skipReasonOf(error) });
    }
  }
  return result;
}
