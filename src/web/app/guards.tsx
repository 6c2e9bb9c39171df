import { isStaff } from '@shared/roles';
import { useSession } from '@web/accounts/session';
import { Navigate, useLocation } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { type ReactNode, useDeferredValue, useRef } from 'react';

/** Staff who open a diner's page go to /admin, whose index sends each role to its own home
 * (admin-area.tsx): the permission table stays off the storefront's first load. */
const STAFF_DOOR = '/admin';

const here = (location: { pathname: string; search: string }) =>
  encodeURIComponent(location.pathname + location.search);

/**
 * The session's answer is an urgent update; the whole signed-in page it reveals (the reservation
 * wizard, the cart) is drawn in a deferred render that React interrupts for input, while the
 * spinner stays, instead of in one long task with the answer.
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
 * A diner's own page (cart, checkout, booking, account): guests sign in first, staff go back to
 * the back office, since staff accounts cannot order or book. The public pages (the menu, the
 * home page) stay open to staff in a staff view, under StaffViewBanner.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && isStaff(user.role)) return <Navigate to={STAFF_DOOR} replace />;
  return <RequireUser>{children}</RequireUser>;
}

/** A diner's screen open to guests as well (the cart): staff go back to the back office. */
export function NoStaff({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && isStaff(user.role)) return <Navigate to={STAFF_DOOR} replace />;
  return children;
}

/** Children only for a signed-in staff member (the storefront's staff-view marks). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return isStaff(user?.role) ? children : null;
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
  const { user, isLoading } = useSession();
  // Signed in on this very screen: its form goes where it should (Back to the page that opened
  // it, or the redirect). Sending them Home here as well would leave an extra history entry, so
  // Back would go Home.
  const seenSignedOut = useRef(false);
  if (!isLoading && !user) seenSignedOut.current = true;
  if (user && seenSignedOut.current) return children;
  if (user && isStaff(user.role)) return <Navigate to={STAFF_DOOR} replace />;
  if (user && !adminDoor) return <Navigate to="/" replace />;
  return children;
}
