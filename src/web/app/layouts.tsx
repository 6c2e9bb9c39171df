import { signOut } from '@web/accounts/session';
import { OpenStatusBar } from '@web/settings/OpenStatusBar';
import { HydrateLater } from '@web/ui/HydrateLater';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { StaffOnly } from './guards';
import { RouteSuspense } from './RouteSuspense';
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
export function CustomerLayout() {
  return (
    <>
      <SkipLink />
      <HydrateLater name="top-nav">
        <TopNav />
      </HydrateLater>
      <StaffOnly>
        <Suspense fallback={null}>
          <StaffViewBanner />
        </Suspense>
      </StaffOnly>
      <OpenStatusBar />
      <main id="main" tabIndex={-1}>
        <RouteSuspense>
          <Outlet />
        </RouteSuspense>
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
  { to: '/user/account', label: 'Account' },
  { to: '/settings', label: 'Settings' },
];

/** The customer side menu beside the account pages. */
export function AccountLayout() {
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
        <RouteSuspense>
          <Outlet />
        </RouteSuspense>
      </div>
    </div>
  );
}
