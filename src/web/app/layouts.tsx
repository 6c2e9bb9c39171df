import { can } from '@shared/permissions';
import { signOut, useSession } from '@web/accounts/session';
import { OpenStatusBar } from '@web/settings/OpenStatusBar';
import { Spinner } from '@web/ui/Spinner';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { adminLinks } from './admin-nav';
import { StaffViewBanner } from './guards';
import { Brand, TopNav } from './TopNav';

// The footer is below the fold: it loads after the page's own content.
const Footer = lazy(() => import('./Footer'));

function SkipLink() {
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
      <TopNav />
      <StaffViewBanner />
      <OpenStatusBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
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
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** The back office: a top bar with only the brand, and the side menu of the role's own pages. */
export function AdminLayout() {
  const { user } = useSession();
  const links = adminLinks.filter((link) => can(user?.role, link.permission));
  return (
    <>
      <SkipLink />
      <header className="admin-topbar">
        <div className="admin-topbar-inner">
          <Brand />
        </div>
      </header>
      <div className="admin-layout">
        <nav className="side-menu admin-side-menu" aria-label="Back office">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/Menu" className="side-menu-store">
                View the store
              </Link>
            </li>
            <li>
              <button type="button" className="side-menu-logout" onClick={() => void signOut()}>
                Log out
              </button>
            </li>
          </ul>
        </nav>
        <main id="main" className="admin-content" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </>
  );
}
