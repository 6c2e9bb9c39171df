import { Link } from '@web/lib/router';
import { CartIcon } from '@web/ui/icons';

/** The navigation's cart icon with its item-count badge. */
export function CartLink({ count }: { count: number }) {
  return (
    <Link
      to="/cart"
      className="icon-link"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <CartIcon />
      <span className="cart-badge" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
