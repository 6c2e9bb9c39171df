import { BUSINESS } from '@shared/constants';
import { Link, useLocation } from '@web/lib/router';
import { StoredHoursRows } from '@web/settings/StoredHours';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from '@web/ui/social-icons';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useEffect, useRef } from 'react';
import { openingHours, socialHandles } from './hours';
import { PageHeader } from './PageHeader';
import { useReducedMotion } from './useReducedMotion';
import './marketing.css';

const socialIcons = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  X: XIcon,
  TikTok: TikTokIcon,
} as const;

/**
 * A client-side navigation to /Contact#social does not scroll by itself (the browser only does it
 * on a full load), so the page scrolls to the anchor and moves focus there for keyboard users.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  const reducedMotion = useReducedMotion();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || done.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, reducedMotion]);
}

/** Contact (/Contact): address, phone, opening hours and, at #social, our social handles. */
export default function ContactPage() {
  usePageTitle('Contact');
  useScrollToHash();
  const tel = `tel:${BUSINESS.phone.replace(/\s/g, '')}`;
  return (
    <div className="mk">
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead="A question about a dish, a table for tonight or a party next month: call, write or drop by. We answer every message within one working day."
      />
      <section className="mk-section" aria-label="How to reach us">
        <div className="container contact-grid">
          <section className="card" aria-labelledby="visit-heading">
            <h2 id="visit-heading" className="card-title">
              Visit us
            </h2>
            <address className="contact-address">
              {BUSINESS.name} {BUSINESS.tagline}
              <br />
              {BUSINESS.street}
            </address>
            <p className="muted">Free parking in front of the restaurant. Step-free entrance.</p>
          </section>
          <section className="card" aria-labelledby="call-heading">
            <h2 id="call-heading" className="card-title">
              Call or write
            </h2>
            <dl className="contact-list">
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={tel}>{BUSINESS.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
                </dd>
              </div>
            </dl>
            <p className="muted">
              Planning a party? See our <Link to="/Event">events</Link>.
            </p>
          </section>
          <section className="card" aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="card-title">
              Opening hours
            </h2>
            <dl className="contact-list">
              <StoredHoursRows />
              {openingHours.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section
            id="social"
            className="card contact-social"
            aria-labelledby="social-heading"
            tabIndex={-1}
          >
            <h2 id="social-heading" className="card-title">
              Follow us
            </h2>
            <p className="muted">New dishes, chef’s table dates and the odd kitchen secret.</p>
            <ul className="social-list">
              {socialHandles.map((item) => {
                const Icon = socialIcons[item.network];
                return (
                  <li key={item.network}>
                    <Icon />
                    <span>
                      <span className="social-network">{item.network}</span>
                      <span className="social-handle">{item.handle}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </section>
    </div>
  );
}
