import { signOut } from '@web/accounts/session';
import { NavLink } from '@web/lib/router';
import { OpenStatusBar } from '@web/settings/OpenStatusBar';
import { lazy, type ReactNode, Suspense } from 'react';
import { StaffOnly } from './guards';
import { PageSuspense } from './PageSuspense';
import { TopNav } from './TopNav';

// The footer is below the fold: it loads after the page's own content.
const Footer = lazy(() => import('./Footer'));
// Only a signed-in staff member sees it: its texts stay off a diner's first load.
const StaffViewBanner = lazy(() => import('./StaffViewBanner'));

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** Public and customer pages: top navigation, content, footer. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      {/* A boundary of its own: React hydrates the header apart from the page, first where a
          diner taps or types before the rest is live (selective hydration). */}
      <Suspense fallback={null}>
        <TopNav />
      </Suspense>
      <StaffOnly>
        <Suspense fallback={null}>
          <StaffViewBanner />
        </Suspense>
      </StaffOnly>
      <OpenStatusBar />
      <main id="main" tabIndex={-1}>
        <PageSuspense>{children}</PageSuspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}

const accountLinks = [
  { to: '/user/present-orders', label: 'Present orders' },
  { to: '/user/past-orders', label: 'Past orders' },
  { to: '/user/reservations', label: 'Reservations' },
  { to: '/user/account', label: 'Account settings' },
];

/** The customer side menu beside the account pages. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container account-layout">
      <nav className="side-menu" aria-label="Your account">
        <ul>
          {accountLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="side-menu-logout" onClick={() => void signOut()}>
              Log out
            </button>
          </li>
        </ul>
      </nav>
      <div className="account-content">
        <PageSuspense>{children}</PageSuspense>
      </div>
    </div>
  );
}
