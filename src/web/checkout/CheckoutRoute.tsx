import { useSession } from '@web/accounts/session';
import { Spinner } from '@web/ui/Spinner';
import CheckoutPage from './CheckoutPage';
import GuestCheckoutPage from './GuestCheckoutPage';

/**
 * /checkout/payment: a signed-in diner's checkout (saved addresses, the account), or a guest's
 * (issue 17 item 7: name, e-mail and phone, "Sign in" offered). Staff never get here (NoStaff).
 */
export default function CheckoutRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  return user ? <CheckoutPage /> : <GuestCheckoutPage />;
}
