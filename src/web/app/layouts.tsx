import { signOut } from '@web/accounts/session';
import { OpenStatusBar } from '@web/settings/OpenStatusBar';
import { Spinner } from '@web/ui/Spinner';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
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

const adminLinks = [
  { to: '/admin/overview', label: 'Dashboard' },
  { to: '/admin/kitchen', label: 'Kitchen' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/delivered-orders', label: 'Delivered Orders' },
  { to: '/admin/canceled-orders', label: 'Canceled Orders' },
  { to: '/admin/reservations', label: 'Reservations' },
  { to: '/admin/products', label: 'Insert product' },
  { to: '/admin/settings', label: 'Settings' },
];

/** The back office: a top bar with only the brand, and the admin side menu. */
export function AdminLayout() {
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
            {adminLinks.map((link) => (
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
        <main id="main" className="admin-content" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </>
  );
}
