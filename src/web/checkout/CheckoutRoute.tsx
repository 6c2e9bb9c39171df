import { checkoutTexts } from '@shared/checkout';
import { useSession } from '@web/accounts/session';
import { Spinner } from '@web/ui/Spinner';
import { useLive } from '@web/ui/useLive';
import { usePageTitle } from '@web/ui/usePageTitle';
import CheckoutPage from './CheckoutPage';
import GuestCheckoutPage from './GuestCheckoutPage';

/**
 * /checkout/payment: a signed-in diner's checkout (saved addresses, the account), or a guest's
 * (issue 17 item 7: name, e-mail and phone, "Sign in" offered). Staff never get here (NoStaff).
 * Until the session is known (and in the prerendered page) the page's title and a spinner.
 */
export default function CheckoutRoute() {
  usePageTitle(checkoutTexts.title);
  const { user, isLoading } = useSession();
  // While hydrated, the prerendered spinner even if the session is known already (as CartPage).
  const live = useLive();
  if (isLoading || !live)
    return (
      <section className="page container">
        <h1 className="page-title">{checkoutTexts.title}</h1>
        <Spinner label="Loading your order…" />
      </section>
    );
  return user ? <CheckoutPage /> : <GuestCheckoutPage />;
}
