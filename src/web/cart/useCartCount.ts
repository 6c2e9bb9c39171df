import { useSession } from '@web/accounts/session';
import { useCart } from './cartQuery';

/**
 * The number of dishes in the signed-in customer's cart, for the navigation badge. It reads the
 * same cached cart the cart page and the add buttons change, so it moves at once (optimistically)
 * and moves back if the server refuses.
 */
export function useCartCount(): number {
  const { user } = useSession();
  const cart = useCart();
  return user?.role === 'customer' ? (cart.data?.count ?? 0) : 0;
}
