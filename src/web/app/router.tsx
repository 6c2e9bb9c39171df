import { PROMO_MENUS } from '@shared/constants';
import { Navigate, type RouteEntry, Routes } from '@web/lib/router';
import { lazy } from 'react';
import { GuestOnly, NoStaff, RequireAdmin, RequireCustomer } from './guards';
import { AccountLayout, CustomerLayout } from './layouts';

// Every screen is its own chunk: the first load carries only the shell and the page asked for.
const HomePage = lazy(() => import('@web/marketing/HomePage'));
const AboutPage = lazy(() => import('@web/marketing/AboutPage'));
const GalleryPage = lazy(() => import('@web/marketing/GalleryPage'));
const EventPage = lazy(() => import('@web/marketing/EventPage'));
const OrderPage = lazy(() => import('@web/marketing/OrderPage'));
const MenuListPage = lazy(() => import('@web/marketing/MenuListPage'));
const PromoMenuPage = lazy(() => import('@web/marketing/PromoMenuPage'));
const ContactPage = lazy(() => import('@web/marketing/ContactPage'));
const PrivacyPage = lazy(() => import('@web/marketing/PrivacyPage'));
const TermsPage = lazy(() => import('@web/marketing/TermsPage'));
const NotFoundPage = lazy(() => import('@web/marketing/NotFoundPage'));
const MenuPage = lazy(() => import('@web/catalog/MenuPage'));
const LoginPage = lazy(() => import('@web/accounts/LoginPage'));
const SignupPage = lazy(() => import('@web/accounts/SignupPage'));
const VerifyMailPage = lazy(() => import('@web/accounts/VerifyMailPage'));
const ResetPasswordPage = lazy(() => import('@web/accounts/ResetPasswordPage'));
const AdminLoginPage = lazy(() => import('@web/accounts/AdminLoginPage'));
const AccountPage = lazy(() => import('@web/accounts/AccountPage'));
const CartPage = lazy(() => import('@web/cart/CartPage'));
const CheckoutPage = lazy(() => import('@web/checkout/CheckoutRoute'));
const PayLinkPage = lazy(() => import('@web/checkout/PayLinkPage'));
const ReservationPage = lazy(() => import('@web/reservations/ReservationPage'));
const UserReservationsPage = lazy(() => import('@web/reservations/UserReservationsPage'));
const BookingLinkPage = lazy(() => import('@web/reservations/BookingLinkPage'));
const WaitlistOfferPage = lazy(() => import('@web/reservations/WaitlistOfferPage'));
const PresentOrdersPage = lazy(() => import('@web/orders/PresentOrdersPage'));
const PastOrdersPage = lazy(() => import('@web/orders/PastOrdersPage'));
const OrderDetailPage = lazy(() => import('@web/orders/OrderDetailPage'));
const OrderLinkPage = lazy(() => import('@web/orders/OrderLinkPage'));
const AcceptInvitationPage = lazy(() => import('@web/staff/AcceptInvitationPage'));
const DevMailboxPage = lazy(() => import('@web/mail/DevMailboxPage'));
const AdminArea = lazy(() => import('./admin-area'));
const QueryProvider = lazy(() => import('@web/lib/QueryProvider'));

/** Screens that load data get the query cache; the marketing pages do without it. */
const data = (element: React.ReactNode) => <QueryProvider>{element}</QueryProvider>;
const user = (element: React.ReactNode) => <RequireCustomer>{data(element)}</RequireCustomer>;
/** A diner's screen a guest may use too (the cart); staff go to the back office. */
const diner = (element: React.ReactNode) => <NoStaff>{data(element)}</NoStaff>;
const admin = (element: React.ReactNode) => <RequireAdmin>{data(element)}</RequireAdmin>;
/** The account's pages, beside its side menu (AccountLayout). */
export const accountRoutes: RouteEntry[] = [
  { path: '/user/present-orders', element: <PresentOrdersPage /> },
  { path: '/user/past-orders', element: <PastOrdersPage /> },
  { path: '/user/orders/:number', element: <OrderDetailPage /> },
  { path: '/user/reservations', element: <UserReservationsPage /> },
  { path: '/user/account', element: <AccountPage /> },
  // The spec's /settings is the account page: one page, at one address.
  { path: '/settings', element: <Navigate to="/user/account" replace /> },
];

/** The store's pages, inside the customer layout. */
export const storeRoutes: RouteEntry[] = [
  { path: '/', element: <HomePage /> },
  { path: '/About', element: <AboutPage /> },
  { path: '/Gallery', element: <GalleryPage /> },
  { path: '/Event', element: <EventPage /> },
  { path: '/Order', element: <OrderPage /> },
  { path: '/Menu', element: data(<MenuPage />) },
  { path: '/Menu-list', element: <MenuListPage /> },
  ...PROMO_MENUS.map((promo) => ({
    path: promo.path,
    element: <PromoMenuPage slug={promo.path.slice(1)} />,
  })),
  { path: '/Contact', element: <ContactPage /> },
  { path: '/Privacy', element: <PrivacyPage /> },
  { path: '/Terms', element: <TermsPage /> },
  {
    path: '/Auth/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: '/Auth/Signup',
    element: (
      <GuestOnly>
        <SignupPage />
      </GuestOnly>
    ),
  },
  { path: '/Auth/VerifyMail', element: data(<VerifyMailPage />) },
  { path: '/Auth/ResetPassword', element: <ResetPasswordPage /> },
  { path: '/cart', element: diner(<CartPage />) },
  // A receipt's signed link: the token opens it, no sign-in.
  { path: '/order/:token', element: data(<OrderLinkPage />) },
  // Guests check out too: the page is the account's or the guest's.
  { path: '/checkout/payment', element: diner(<CheckoutPage />) },
  // A card payment link: public, the signed token in the address is the key.
  { path: '/pay/:token', element: data(<PayLinkPage />) },
  { path: '/Reservation', element: user(<ReservationPage />) },
  // The page every booking mail links to: no sign-in, the signed token is the proof.
  { path: '/booking/:token', element: data(<BookingLinkPage />) },
  { path: '/reservation/waitlist/:token', element: user(<WaitlistOfferPage />) },
  {
    path: accountRoutes.map((route) => route.path as string),
    element: user(
      <AccountLayout>
        <Routes table={accountRoutes} />
      </AccountLayout>,
    ),
  },
  { path: '/dev/mailbox', element: data(<DevMailboxPage />) },
  // Any other address says it has no page (the server answers it with 404); staff see it in the
  // store's staff view, as every public page.
  { path: '*', element: <NotFoundPage /> },
];

/** The route table of docs/storefront-spec.md (§2). Paths match case-insensitively (/Reservation = /reservation). */
export const routes: RouteEntry[] = [
  {
    path: '/admin/login',
    element: (
      <GuestOnly adminDoor>
        <CustomerLayout>
          <AdminLoginPage />
        </CustomerLayout>
      </GuestOnly>
    ),
  },
  {
    // The page a staff invitation mail opens: no session needed, it creates one.
    path: '/admin/invitation',
    element: (
      <CustomerLayout>
        <AcceptInvitationPage />
      </CustomerLayout>
    ),
  },
  // The back office is its own chunk, its route table included: diners never load it.
  { path: '/admin/*?', element: admin(<AdminArea />) },
  {
    path: '*',
    element: (
      <CustomerLayout>
        <Routes table={storeRoutes} />
      </CustomerLayout>
    ),
  },
];

/**
 * The routes, matched by the app's own table (lib/router): the app loads its data with TanStack
 * Query, so a data router (loaders, actions) would only add weight to the first load.
 */
export function AppRoutes() {
  return <Routes table={routes} />;
}
