import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PROMO_MENUS } from '../../shared/constants';
import { CustomerArea, GuestOnly, RequireAdmin, RequireUser } from './guards';
import { AccountLayout, AdminLayout, CustomerLayout } from './layouts';

// Every screen is its own chunk: the first load carries only the shell and the page asked for.
const HomePage = lazy(() => import('../marketing/HomePage'));
const AboutPage = lazy(() => import('../marketing/AboutPage'));
const GalleryPage = lazy(() => import('../marketing/GalleryPage'));
const EventPage = lazy(() => import('../marketing/EventPage'));
const OrderPage = lazy(() => import('../marketing/OrderPage'));
const MenuListPage = lazy(() => import('../marketing/MenuListPage'));
const PromoMenuPage = lazy(() => import('../marketing/PromoMenuPage'));
const ContactPage = lazy(() => import('../marketing/ContactPage'));
const PrivacyPage = lazy(() => import('../marketing/PrivacyPage'));
const TermsPage = lazy(() => import('../marketing/TermsPage'));
const MenuPage = lazy(() => import('../catalog/MenuPage'));
const LoginPage = lazy(() => import('../accounts/LoginPage'));
const SignupPage = lazy(() => import('../accounts/SignupPage'));
const VerifyMailPage = lazy(() => import('../accounts/VerifyMailPage'));
const ResetPasswordPage = lazy(() => import('../accounts/ResetPasswordPage'));
const AdminLoginPage = lazy(() => import('../accounts/AdminLoginPage'));
const SettingsPage = lazy(() => import('../accounts/SettingsPage'));
const CartPage = lazy(() => import('../cart/CartPage'));
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage'));
const ReservationPage = lazy(() => import('../reservations/ReservationPage'));
const UserReservationsPage = lazy(() => import('../reservations/UserReservationsPage'));
const PresentOrdersPage = lazy(() => import('../orders/PresentOrdersPage'));
const PastOrdersPage = lazy(() => import('../orders/PastOrdersPage'));
const AdminOverviewPage = lazy(() => import('../admin/AdminOverviewPage'));
const AdminOrdersPage = lazy(() => import('../admin/AdminOrdersPage'));
const AdminDeliveredOrdersPage = lazy(() => import('../admin/AdminDeliveredOrdersPage'));
const AdminCanceledOrdersPage = lazy(() => import('../admin/AdminCanceledOrdersPage'));
const AdminReservationsPage = lazy(() => import('../reservations/AdminReservationsPage'));
const AdminProductsPage = lazy(() => import('../admin/AdminProductsPage'));
const DevMailboxPage = lazy(() => import('../mail/DevMailboxPage'));
const QueryProvider = lazy(() => import('../lib/QueryProvider'));

/** Screens that load data get the query cache; the marketing pages do without it. */
const data = (element: React.ReactNode) => <QueryProvider>{element}</QueryProvider>;
const user = (element: React.ReactNode) => <RequireUser>{data(element)}</RequireUser>;
const admin = (element: React.ReactNode) => <RequireAdmin>{data(element)}</RequireAdmin>;

/** The route table of the spec (§2). Paths match case-insensitively (/Reservation = /reservation). */
export const routes: RouteObject[] = [
  {
    element: (
      <CustomerArea>
        <CustomerLayout />
      </CustomerArea>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'About', element: <AboutPage /> },
      { path: 'Gallery', element: <GalleryPage /> },
      { path: 'Event', element: <EventPage /> },
      { path: 'Order', element: <OrderPage /> },
      { path: 'Menu', element: data(<MenuPage />) },
      { path: 'Menu-list', element: <MenuListPage /> },
      ...PROMO_MENUS.map((promo) => ({
        path: promo.path.slice(1),
        element: <PromoMenuPage slug={promo.path.slice(1)} />,
      })),
      { path: 'Contact', element: <ContactPage /> },
      { path: 'Privacy', element: <PrivacyPage /> },
      { path: 'Terms', element: <TermsPage /> },
      {
        path: 'Auth/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: 'Auth/Signup',
        element: (
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        ),
      },
      { path: 'Auth/VerifyMail', element: data(<VerifyMailPage />) },
      { path: 'Auth/ResetPassword', element: <ResetPasswordPage /> },
      { path: 'cart', element: user(<CartPage />) },
      { path: 'checkout/payment', element: user(<CheckoutPage />) },
      { path: 'Reservation', element: user(<ReservationPage />) },
      {
        element: user(<AccountLayout />),
        children: [
          { path: 'user/present-orders', element: <PresentOrdersPage /> },
          { path: 'user/past-orders', element: <PastOrdersPage /> },
          { path: 'user/reservations', element: <UserReservationsPage /> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
      { path: 'dev/mailbox', element: data(<DevMailboxPage />) },
      // Any unknown path shows the home page (spec route table).
      { path: '*', element: <HomePage /> },
    ],
  },
  {
    path: 'admin/login',
    element: (
      <GuestOnly adminDoor>
        <CustomerLayout />
      </GuestOnly>
    ),
    children: [{ index: true, element: <AdminLoginPage /> }],
  },
  {
    path: 'admin',
    element: admin(<AdminLayout />),
    children: [
      { index: true, element: <Navigate to="/admin/overview" replace /> },
      { path: 'overview', element: <AdminOverviewPage /> },
      { path: 'orders', element: <AdminOrdersPage /> },
      { path: 'delivered-orders', element: <AdminDeliveredOrdersPage /> },
      { path: 'canceled-orders', element: <AdminCanceledOrdersPage /> },
      { path: 'reservations', element: <AdminReservationsPage /> },
      { path: 'confirmed-reservation', element: <AdminReservationsPage /> },
      { path: 'products', element: <AdminProductsPage /> },
      { path: '*', element: <Navigate to="/admin/overview" replace /> },
    ],
  },
];

/**
 * The routes, in React Router's declarative mode: the app loads its data with TanStack Query, so
 * the data router (loaders, actions) would only add weight to the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
