import { PROMO_MENUS } from './constants';

/**
 * Every address the web app has a page for, in its route tables' pattern words (`:name` is one
 * segment). The server answers any other address with 404 and the app's "page not found", so a
 * mistyped link or a stale bookmark is not reported as a page. A web test keeps this list equal
 * to the route tables (src/web/app/page-paths.test.ts).
 */
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/About',
  '/Gallery',
  '/Event',
  '/Order',
  '/Menu',
  '/Menu-list',
  ...PROMO_MENUS.map((promo) => promo.path),
  '/Contact',
  '/Privacy',
  '/Terms',
  '/Auth/login',
  '/Auth/Signup',
  '/Auth/VerifyMail',
  '/Auth/ResetPassword',
  '/cart',
  '/order/:token',
  '/checkout/payment',
  '/pay/:token',
  '/Reservation',
  '/booking/:token',
  '/reservation/waitlist/:token',
  '/user/present-orders',
  '/user/past-orders',
  '/user/orders/:number',
  '/user/reservations',
  '/user/account',
  '/settings',
  '/dev/mailbox',
  '/admin/login',
  '/admin/invitation',
  '/admin',
  '/admin/overview',
  '/admin/orders',
  '/admin/orders/new',
  '/admin/kitchen',
  '/admin/delivered-orders',
  '/admin/canceled-orders',
  '/admin/reservations',
  '/admin/reservations/day',
  '/admin/confirmed-reservation',
  '/admin/products',
  '/admin/categories',
  '/admin/reports',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/settings',
  '/admin/staff',
  '/admin/tables',
  '/admin/audit',
];

const segmentsOf = (pathname: string) => pathname.split('/').filter((part) => part !== '');

const patterns = PAGE_PATHS.map((pattern) => segmentsOf(pattern.toLowerCase()));

/**
 * Whether the app has a page at `pathname` (no query): matched case-insensitively like the
 * browser router, with or without a trailing slash.
 */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
