import { PROMO_MENUS } from '@shared/constants';
import type { Permission } from '@shared/permissions';
import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { GuestOnly, RequireAdmin, RequireCustomer, RequirePermission, StaffHome } from './guards';
import { AccountLayout, AdminLayout, CustomerLayout } from './layouts';

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
const MenuPage = lazy(() => import('@web/catalog/MenuPage'));
const LoginPage = lazy(() => import('@web/accounts/LoginPage'));
const SignupPage = lazy(() => import('@web/accounts/SignupPage'));
const VerifyMailPage = lazy(() => import('@web/accounts/VerifyMailPage'));
const ResetPasswordPage = lazy(() => import('@web/accounts/ResetPasswordPage'));
const AdminLoginPage = lazy(() => import('@web/accounts/AdminLoginPage'));
const SettingsPage = lazy(() => import('@web/accounts/SettingsPage'));
const AccountPage = lazy(() => import('@web/accounts/AccountPage'));
const CartPage = lazy(() => import('@web/cart/CartPage'));
const CheckoutPage = lazy(() => import('@web/checkout/CheckoutPage'));
const ReservationPage = lazy(() => import('@web/reservations/ReservationPage'));
const UserReservationsPage = lazy(() => import('@web/reservations/UserReservationsPage'));
const PresentOrdersPage = lazy(() => import('@web/orders/PresentOrdersPage'));
const PastOrdersPage = lazy(() => import('@web/orders/PastOrdersPage'));
const OrderDetailPage = lazy(() => import('@web/orders/OrderDetailPage'));
const AdminOverviewPage = lazy(() => import('@web/admin/AdminOverviewPage'));
const AdminOrdersPage = lazy(() => import('@web/admin/AdminOrdersPage'));
const AdminDeliveredOrdersPage = lazy(() => import('@web/admin/AdminDeliveredOrdersPage'));
const AdminCanceledOrdersPage = lazy(() => import('@web/admin/AdminCanceledOrdersPage'));
const AdminReservationsPage = lazy(() => import('@web/reservations/AdminReservationsPage'));
const KitchenBoardPage = lazy(() => import('@web/kitchen/KitchenBoardPage'));
const AdminProductsPage = lazy(() => import('@web/admin/AdminProductsPage'));
const ReportsPage = lazy(() => import('@web/reports/ReportsPage'));
const AdminCategoriesPage = lazy(() => import('@web/admin/AdminCategoriesPage'));
const CustomersPage = lazy(() => import('@web/customers/CustomersPage'));
const CustomerPage = lazy(() => import('@web/customers/CustomerPage'));
const TablesAdminPage = lazy(() => import('@web/reservations/TablesAdminPage'));
const HostDayPage = lazy(() => import('@web/reservations/HostDayPage'));
const SettingsAdminPage = lazy(() => import('@web/settings/SettingsAdminPage'));
const StaffPage = lazy(() => import('@web/staff/StaffPage'));
const AcceptInvitationPage = lazy(() => import('@web/staff/AcceptInvitationPage'));
const DevMailboxPage = lazy(() => import('@web/mail/DevMailboxPage'));
const QueryProvider = lazy(() => import('@web/lib/QueryProvider'));

/** Screens that load data get the query cache; the marketing pages do without it. */
const data = (element: React.ReactNode) => <QueryProvider>{element}</QueryProvider>;
const user = (element: React.ReactNode) => <RequireCustomer>{data(element)}</RequireCustomer>;
const admin = (element: React.ReactNode) => <RequireAdmin>{data(element)}</RequireAdmin>;
const may = (permission: Permission, element: React.ReactNode) => (
  <RequirePermission permission={permission}>{element}</RequirePermission>
);

/** The route table of docs/storefront-spec.md (§2). Paths match case-insensitively (/Reservation = /reservation). */
export const routes: RouteObject[] = [
  {
    element: <CustomerLayout />,
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
          { path: 'user/orders/:number', element: <OrderDetailPage /> },
          { path: 'user/reservations', element: <UserReservationsPage /> },
          { path: 'user/account', element: <AccountPage /> },
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
    // The page a staff invitation mail opens: no session needed, it creates one.
    path: 'admin/invitation',
    element: <CustomerLayout />,
    children: [{ index: true, element: <AcceptInvitationPage /> }],
  },
  {
    path: 'admin',
    element: admin(<AdminLayout />),
    children: [
      { index: true, element: <StaffHome /> },
      { path: 'overview', element: may('reports.view', <AdminOverviewPage />) },
      { path: 'orders', element: may('orders.manage', <AdminOrdersPage />) },
      { path: 'kitchen', element: may('kitchen.board', <KitchenBoardPage />) },
      { path: 'delivered-orders', element: may('orders.manage', <AdminDeliveredOrdersPage />) },
      { path: 'canceled-orders', element: may('orders.manage', <AdminCanceledOrdersPage />) },
      { path: 'reservations', element: may('reservations.manage', <AdminReservationsPage />) },
      { path: 'reservations/day', element: may('reservations.manage', <HostDayPage />) },
      {
        path: 'confirmed-reservation',
        element: may('reservations.manage', <AdminReservationsPage />),
      },
      { path: 'products', element: may('soldout.edit', <AdminProductsPage />) },
      { path: 'categories', element: may('menu.edit', <AdminCategoriesPage />) },
      { path: 'reports', element: may('reports.view', <ReportsPage />) },
      { path: 'customers', element: may('customers.view', <CustomersPage />) },
      { path: 'customers/:id', element: may('customers.view', <CustomerPage />) },
      { path: 'settings', element: may('settings.edit', <SettingsAdminPage />) },
      { path: 'staff', element: may('staff.manage', <StaffPage />) },
      { path: 'tables', element: may('settings.edit', <TablesAdminPage />) },
      { path: '*', element: <StaffHome /> },
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
