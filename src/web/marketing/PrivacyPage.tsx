import { BUSINESS } from '@shared/constants';
import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { LegalPage, type LegalSection } from './LegalPage';

const mail = <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>;

const sections: LegalSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        {BUSINESS.name} {BUSINESS.tagline}, {BUSINESS.street}, runs this website and decides what
        happens to the personal data you give us here. Questions about your data go to {mail}.
      </p>
    ),
  },
  {
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> username, email address and password. We store the password
          only as a one-way hash; nobody at Tavola can read it.
        </li>
        <li>
          <strong>Orders:</strong> your cart, the delivery option you choose, the delivery addresses
          and phone numbers you save, and what you ordered and when.
        </li>
        <li>
          <strong>Payments:</strong> amount, date, status and the payment provider’s reference. Your
          card details are entered in the provider’s secure window and never reach us.
        </li>
        <li>
          <strong>Reservations:</strong> your name, email, phone number, date, time, number of
          guests and any special requests.
        </li>
        <li>
          <strong>Newsletter:</strong> your email address, only if you sign up in the footer.
        </li>
        <li>
          <strong>Security logs:</strong> the address your requests come from and the time, to stop
          password guessing and abuse.
        </li>
      </ul>
    ),
  },
  {
    title: 'Why we use it',
    body: (
      <p>
        To cook, deliver and bill your orders, to keep your table, to send the emails you need
        (verifying your address, resetting a password, confirming a reservation) and to keep the
        site secure. We send the newsletter only to people who asked for it.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use one cookie to keep you signed in and a security token that protects your account
        against forged requests from other websites. Both are needed for the site to work. We use no
        advertising cookies, no tracking pixels and no third-party analytics.
      </p>
    ),
  },
  {
    title: 'Who we share it with',
    body: (
      <p>
        Only the services that help us serve you: our card payment provider, to take payments and
        refunds, and our email provider, to deliver our emails. They may use your data only for
        that. We never sell your data or share it for advertising.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <p>
        Your account data for as long as you keep your account. Order and payment records for as
        long as tax and accounting law requires. Security logs only as long as needed to keep the
        site safe. Newsletter addresses until you unsubscribe.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        Under the Nigeria Data Protection Act 2023 you may ask to see, correct or delete your data,
        object to how we use it, or take a copy with you. Write to {mail} and we will answer within
        30 days. If you are not happy with our answer you can complain to the Nigeria Data
        Protection Commission.
      </p>
    ),
  },
  {
    title: 'Changes',
    body: (
      <p>
        If we change this policy we will update the date at the top of this page. Please also read
        our <Link to="/Terms">terms</Link>.
      </p>
    ),
  },
];

/** Privacy policy (/Privacy), in plain language and true to what the storefront stores. */
export default function PrivacyPage() {
  usePageTitle('Privacy policy');
  return (
    <LegalPage
      title="Privacy policy"
      lead="What we keep about you, why, and how to get it changed or deleted. Short version: only what we need to feed you."
      updated="23 November 2026"
      sections={sections}
    />
  );
}
