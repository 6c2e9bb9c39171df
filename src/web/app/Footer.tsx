import { BUSINESS } from '@shared/constants';
import { isPlausibleEmail } from '@shared/email';
import { messages } from '@shared/messages';
import { errorMessage } from '@web/lib/api/errors';
import { Link } from '@web/lib/router';
import { subscribeToNewsletter } from '@web/newsletter/api';
import { scriptOnlyForm } from '@web/ui/scriptOnlyForm';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from '@web/ui/social-icons';
import { useLive } from '@web/ui/useLive';
import { type FormEvent, useState } from 'react';

function NewsletterBox() {
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const live = useLive();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    // Same rule as the server's schema, without pulling zod into the first load.
    if (!isPlausibleEmail(email)) {
      setStatus({ kind: 'error', text: messages.auth.invalidEmail });
      return;
    }
    setStatus(null);
    setPending(true);
    subscribeToNewsletter({ email })
      .then((data) => {
        setStatus({ kind: 'success', text: data.message });
        form.reset();
      })
      .catch((error) =>
        setStatus({ kind: 'error', text: errorMessage(error, messages.newsletter.failed) }),
      )
      .finally(() => setPending(false));
  };

  return (
    // {...scriptOnlyForm}: a submission before the page's code has loaded does nothing; then onSubmit.
    <form className="newsletter" {...scriptOnlyForm} onSubmit={submit} noValidate>
      <label htmlFor="newsletter-email" className="footer-heading">
        Newsletter
      </label>
      <p className="footer-text">
        Seasonal menus, chef's tables and the odd recipe. One mail a month.
      </p>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          className="input"
          type="email"
          name="email"
          placeholder="you@example.com"
          // Uncontrolled: the footer arrives as prerendered HTML and hydrates late, and an
          // address typed before that must survive hydration (a controlled value was reset to '').
          aria-invalid={status?.kind === 'error'}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="btn btn-primary" disabled={pending || !live}>
          {pending ? 'Signing up…' : 'Sign up'}
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={status ? `newsletter-${status.kind}` : 'visually-hidden'}
      >
        {status?.text ?? ''}
      </p>
    </form>
  );
}

export default function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-business">
          <h2 id="footer-business" className="footer-brand">
            {BUSINESS.name}
          </h2>
          <address className="footer-text">
            {BUSINESS.street}
            <br />
            <a href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`}>{BUSINESS.phone}</a>
          </address>
          <ul className="footer-social" aria-label="Social media">
            <li>
              <Link to="/Contact#social" aria-label="Instagram">
                <InstagramIcon />
              </Link>
            </li>
            <li>
              <Link to="/Contact#social" aria-label="Facebook">
                <FacebookIcon />
              </Link>
            </li>
            <li>
              <Link to="/Contact#social" aria-label="X">
                <XIcon />
              </Link>
            </li>
            <li>
              <Link to="/Contact#social" aria-label="TikTok">
                <TikTokIcon />
              </Link>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-heading">
            Quick links
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/Contact">Contact</Link>
            </li>
            <li>
              <Link to="/Privacy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/About">About</Link>
            </li>
            <li>
              <Link to="/Terms">Terms</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="footer-heading">
            Visit
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/Menu">Order from the menu</Link>
            </li>
            <li>
              <Link to="/Reservation">Book a table</Link>
            </li>
            <li>
              <Link to="/Event">Events</Link>
            </li>
          </ul>
        </nav>
        <NewsletterBox />
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {BUSINESS.name} {BUSINESS.tagline}. All prices in Naira
          (NGN).
        </p>
      </div>
    </footer>
  );
}
