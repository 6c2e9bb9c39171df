import { BUSINESS } from '@shared/constants';
import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { LegalPage, type LegalSection } from './LegalPage';

const mail = <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>;

const sections: LegalSection[] = [
  {
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you order food or reserve a table on this website, run by{' '}
        {BUSINESS.name} {BUSINESS.tagline}, {BUSINESS.street}. By placing an order or a reservation
        you accept them.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        You need an account with a verified email address to order or reserve. Keep your password to
        yourself; you are responsible for orders placed from your account.
      </p>
    ),
  },
  {
    title: 'Prices and payment',
    body: (
      <p>
        Prices are in Naira (NGN) and include VAT. The delivery fee depends on your area (our
        delivery zones) and is shown before you pay; pickup has none. You pay by card through our
        payment provider; an order is placed only once the payment is confirmed.
      </p>
    ),
  },
  {
    title: 'Delivery and pickup',
    body: (
      <p>
        We deliver to the address you choose at checkout, or you collect your order from our pickup
        station. Delivery times are estimates; we will call you if anything holds your order up.
      </p>
    ),
  },
  {
    title: 'Cancelling an order',
    body: (
      <p>
        You can cancel an order from your <Link to="/user/present-orders">present orders</Link>{' '}
        until it is marked delivered. We refund the full amount to the card you paid with; your bank
        may take a few working days to show it.
      </p>
    ),
  },
  {
    title: 'Reservations',
    body: (
      <p>
        A reservation request is pending until we confirm it. You can cancel a reservation that is
        not yet confirmed from <Link to="/user/reservations">your reservations</Link>; for a
        confirmed one, please call or write to us. We hold a table for 15 minutes after the booked
        time.
      </p>
    ),
  },
  {
    title: 'Allergies',
    body: (
      <p>
        Our kitchen handles nuts, gluten, dairy, eggs, fish and shellfish. Tell us about allergies
        before you order or when you book; we will tell you what is in every dish, but we cannot
        promise a dish is free of traces.
      </p>
    ),
  },
  {
    title: 'Questions and complaints',
    body: (
      <p>
        If something is not right, tell us at {mail} or on {BUSINESS.phone} and we will put it
        right. Nothing in these terms limits your rights under Nigerian consumer protection law. See
        also our <Link to="/Privacy">privacy policy</Link>.
      </p>
    ),
  },
];

/** Terms (/Terms): the rules of ordering and booking, matching how the storefront behaves. */
export default function TermsPage() {
  usePageTitle('Terms');
  return (
    <LegalPage
      title="Terms of service"
      lead="The rules for ordering and booking with us, in plain language."
      updated="23 November 2026"
      sections={sections}
    />
  );
}
