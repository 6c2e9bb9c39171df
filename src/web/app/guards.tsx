import { messages } from '@shared/messages';
import { can, isStaff, type Permission, staffHome } from '@shared/permissions';
import { useSession } from '@web/accounts/session';
import { Spinner } from '@web/ui/Spinner';
import { type ReactNode, useDeferredValue } from 'react';
import { Link, Navigate, useLocation } from 'react-router';

const here = (location: { pathname: string; search: string }) =>
  encodeURIComponent(location.pathname + location.search);

/** Only a safe in-app path may be a redirect target (no //host or scheme). */
export function safeRedirect(target: string | null, fallback = '/') {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}

/**
 * The session's answer is an urgent update, and with it the whole signed-in page (the reservation
 * wizard, the cart) was drawn in one long task. Deferred, the spinner stays for that update and
 * the page is drawn in the background, in slices that leave the browser free to answer taps.
 */
function useSessionSettled() {
  const { user, isLoading } = useSession();
  return { user, isLoading: useDeferredValue(isLoading) };
}

/** Login required: guests go to /Auth/login and come back here after signing in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSessionSettled();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={`/Auth/login?redirect=${here(location)}`} replace />;
  return children;
}

/** Staff only: everyone else goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSessionSettled();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!isStaff(user?.role))
    return <Navigate to={`/admin/login?redirect=${here(location)}`} replace />;
  return children;
}

/**
 * One back-office page: a staff member whose role lacks its permission goes to their own home
 * (the kitchen board, reservations) instead of a page of refusals.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (user && !can(user.role, permission)) return <Navigate to={staffHome(user.role)} replace />;
  return children;
}

/** The back office's front door: the first page the signed-in role may open. */
export function StaffHome() {
  const { user } = useSession();
  return <Navigate to={user ? staffHome(user.role) : '/admin/login'} replace />;
}

/**
 * A diner's own page (cart, checkout, booking, account): guests sign in first, staff go back to
 * the back office, since staff accounts cannot order or book. The public pages (the menu, the
 * home page) stay open to staff in a staff view, under StaffViewBanner.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && isStaff(user.role)) return <Navigate to={staffHome(user.role)} replace />;
  return <RequireUser>{children}</RequireUser>;
}

/** Shown on every storefront page while a staff member is signed in. */
export function StaffViewBanner() {
  const { user } = useSession();
  if (!user || !isStaff(user.role)) return null;
  return (
    <div className="staff-view-banner" role="note" aria-label={messages.staffView.label}>
      <strong>{messages.staffView.label}</strong>
      <span>{messages.staffView.text}</span>
      <Link to={staffHome(user.role)}>{messages.staffView.back}</Link>
    </div>
  );
}

/**
 * Sign-in screens are for signed-out visitors; a signed-in one goes on to where they belong.
 * The admin sign-in stays open to a signed-in customer, who was sent there by an admin page.
 * While the session is being checked the form is shown: nearly everyone who opens a sign-in
 * screen is signed out, and the prerendered form paints at once instead of a spinner.
 */
export function GuestOnly({
  children,
  adminDoor = false,
}: {
  children: ReactNode;
  adminDoor?: boolean;
}) {
  const { user } = useSession();
  if (user && isStaff(user.role)) return <Navigate to={staffHome(user.role)} replace />;
  if (user && !adminDoor) return <Navigate to="/" replace />;
  return children;
}
