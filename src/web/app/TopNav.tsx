import { BUSINESS } from '@shared/constants';
import { siteNavTexts } from '@shared/site-nav';
import { signOut, useSession } from '@web/accounts/session';
import { CartLink } from '@web/cart/CartLink';
import { NavSearch } from '@web/catalog/NavSearch';
import { useHasGuestCart } from '@web/lib/guest-cart';
import { Link, NavLink, useLocation } from '@web/lib/router';
import { CloseIcon, MenuIcon, UserIcon } from '@web/ui/icons';
import { useLive } from '@web/ui/useLive';
import { lazy, Suspense, useState } from 'react';

// The live count needs the query cache; guests (and the first paint) see an empty cart.
const CustomerCartLink = lazy(() => import('@web/cart/CustomerCartLink'));

export function Brand() {
  return (
    <Link to="/" className="brand" aria-label={`${BUSINESS.name} home`}>
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#7a2e1d" />
        <path d="M20 18h24v6H35v24h-6V24h-9z" fill="#fbf7f2" />
        <circle cx="46" cy="44" r="5" fill="#e0a44a" />
      </svg>
      <span className="brand-name">{BUSINESS.name}</span>
    </Link>
  );
}

/** The customer top navigation of the spec. */
export function TopNav() {
  const { user } = useSession();
  const guestCart = useHasGuestCart();
  const [open, setOpen] = useState(false);
  const live = useLive();
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  const links =
    user?.role === 'customer' ? [...siteNavTexts.links, siteNavTexts.myOrders] : siteNavTexts.links;
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  return (
    <header className="topnav">
      <div className="container topnav-inner">
        <Brand />
        <button
          type="button"
          className="btn btn-ghost topnav-toggle"
          aria-expanded={open}
          aria-controls="primary-nav"
          // Prerendered: it opens nothing until the page's code runs (see useLive).
          disabled={!live}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav
          id="primary-nav"
          className={`topnav-links ${open ? 'is-open' : ''}`}
          aria-label={siteNavTexts.label}
        >
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              {user ? (
                <button type="button" className="topnav-auth" onClick={() => void signOut()}>
                  {siteNavTexts.logOut}
                </button>
              ) : (
                <Link to="/Auth/login" className="topnav-auth">
                  {siteNavTexts.logIn}
                </Link>
              )}
            </li>
          </ul>
        </nav>
        <div className="topnav-tools">
          <NavSearch />
          {user?.role === 'customer' || (!user && guestCart) ? (
            <Suspense fallback={<CartLink count={0} />}>
              <CustomerCartLink />
            </Suspense>
          ) : (
            <CartLink count={0} />
          )}
          <Link
            to="/user/present-orders"
            className="icon-link"
            aria-label="Your account and orders"
          >
            <UserIcon />
          </Link>
        </div>
      </div>
    </header>
  );
}
