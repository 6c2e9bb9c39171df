import QueryProvider from '@web/lib/QueryProvider';
import { CartLink } from './CartLink';
import { useCartCount } from './useCartCount';

function LiveCartLink() {
  return <CartLink count={useCartCount()} />;
}

/** The cart link of a signed-in customer, with the live count of the server cart. */
export default function CustomerCartLink() {
  return (
    <QueryProvider>
      <LiveCartLink />
    </QueryProvider>
  );
}
