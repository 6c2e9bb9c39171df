import { useSession } from '@web/accounts';
import QueryProvider from '@web/lib/QueryProvider';
import { useCartQuery } from './api';
import { CartLink } from './CartLink';

/**
 * The badge counts the dishes of the same cached cart the cart page and the add buttons change,
 * so it moves at once (optimistically) and moves back if the server refuses.
 */
function LiveCartLink() {
  const { user } = useSession();
  const cart = useCartQuery();
  return <CartLink count={user && user.role !== 'customer' ? 0 : (cart.data?.count ?? 0)} />;
}

/** The cart link of a signed-in customer or a guest with a cart, with the live count of the server cart. */
export default function CustomerCartLink() {
  return (
    <QueryProvider>
      <LiveCartLink />
    </QueryProvider>
  );
}
