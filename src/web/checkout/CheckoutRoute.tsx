import { checkoutTexts } from '@shared/checkout';
import { useSession } from '@web/accounts';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import CheckoutPage from './CheckoutPage';
import GuestCheckoutPage from './GuestCheckoutPage';

/**
 * /checkout/payment: a signed-in diner's checkout (saved addresses, the account), or a guest's
 * (name, e-mail and phone, "Sign in" offered). Staff never get here (NoStaff).
 * Until the session is known (and in the prerendered page) the page's title and a spinner.
 */
export default function CheckoutRoute() {
  usePageTitle(checkoutTexts.title);
  const { user, isLoading } = useSession();
  // While a prerendered page is hydrated React reads the session as 'not known yet' (its server
  // snapshot), so the first render is the served spinner whatever the session already knows.
  if (isLoading)
    return (
      <section className="page container">
        <h1 className="page-title">{checkoutTexts.title}</h1>
        <Spinner label="Loading your order…" />
      </section>
    );
  return user ? <CheckoutPage /> : <GuestCheckoutPage />;
}
