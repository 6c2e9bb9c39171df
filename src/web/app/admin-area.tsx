import { can, type Permission, staffHome } from '@shared/permissions';
import { signOut, useSession } from '@web/accounts/session';
import { Link, Navigate, NavLink, type RouteEntry, Routes, useLocation } from '@web/lib/router';
import { OrderingPauseBar, PauseOrdersButton } from '@web/settings/OrderingPauseBar';
import { lazy, type ReactNode, useEffect, useRef } from 'react';
import { adminLinks } from './admin-nav';
import { SkipLink } from './layouts';
import { PageSuspense } from './PageSuspense';
import { Brand } from './TopNav';

// The back office's screens, each its own chunk; this file itself loads only under /admin, so
// its route table, the side menu and the permission table stay off a diner's first load.
const AdminOverviewPage = lazy(() => import('@web/admin/AdminOverviewPage'));
const AdminOrdersPage = lazy(() => import('@web/admin/AdminOrdersPage'));
const NewPhoneOrderPage = lazy(() => import('@web/admin/NewPhoneOrderPage'));
const AdminDeliveredOrdersPage = lazy(() => import('@web/admin/AdminDeliveredOrdersPage'));
const AdminCanceledOrdersPage = lazy(() => import('@web/admin/AdminCanceledOrdersPage'));
const AdminReservationsPage = lazy(() => import('@web/reservations/AdminReservationsPage'));
const KitchenBoardPage = lazy(() => import('@web/kitchen/KitchenBoardPage'));
const AdminProductsPage = lazy(() => import('@web/admin/AdminProductsPage'));
const ReportsPage = lazy(() => import('@web/reports/ReportsPage'));
const AdminCategoriesPage = lazy(() => import('@web/admin/AdminCategoriesPage'));
const CustomersPage = lazy(() => import('@web/customers/CustomersPage'));
const AuditPage = lazy(() => import('@web/audit/AuditPage'));
const CustomerPage = lazy(() => import('@web/customers/CustomerPage'));
const TablesAdminPage = lazy(() => import('@web/reservations/TablesAdminPage'));
const HostDayPage = lazy(() => import('@web/reservations/HostDayPage'));
const SettingsAdminPage = lazy(() => import('@web/settings/SettingsAdminPage'));
const StaffPage = lazy(() => import('@web/staff/StaffPage'));

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

/** The back office: a top bar with only the brand, and the side menu of the role's own pages. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const links = adminLinks.filter((link) => can(user?.role, link.permission));
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the links are one sideways-scrolling row: keep the current page's link in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has another current link
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (current?.scrollIntoView) current.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <>
      <SkipLink />
      <header className="admin-topbar">
        <div className="admin-topbar-inner">
          <Brand />
          <PauseOrdersButton />
        </div>
      </header>
      <OrderingPauseBar />
      <div className="admin-layout">
        <nav ref={nav} className="side-menu admin-side-menu" aria-label="Back office">
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
          <PageSuspense>{children}</PageSuspense>
        </main>
      </div>
    </>
  );
}

const may = (permission: Permission, element: ReactNode) => (
  <RequirePermission permission={permission}>{element}</RequirePermission>
);

/** The back office's pages, each behind the permission it needs. */
export const adminRoutes: RouteEntry[] = [
  { path: '/admin', element: <StaffHome /> },
  { path: '/admin/overview', element: may('reports.view', <AdminOverviewPage />) },
  { path: '/admin/orders', element: may('orders.manage', <AdminOrdersPage />) },
  { path: '/admin/orders/new', element: may('orders.manage', <NewPhoneOrderPage />) },
  { path: '/admin/kitchen', element: may('kitchen.board', <KitchenBoardPage />) },
  { path: '/admin/delivered-orders', element: may('orders.manage', <AdminDeliveredOrdersPage />) },
  { path: '/admin/canceled-orders', element: may('orders.manage', <AdminCanceledOrdersPage />) },
  { path: '/admin/reservations', element: may('reservations.manage', <AdminReservationsPage />) },
  { path: '/admin/reservations/day', element: may('reservations.manage', <HostDayPage />) },
  {
    path: '/admin/confirmed-reservation',
    element: may('reservations.manage', <AdminReservationsPage />),
  },
  { path: '/admin/products', element: may('soldout.edit', <AdminProductsPage />) },
  { path: '/admin/categories', element: may('menu.edit', <AdminCategoriesPage />) },
  { path: '/admin/reports', element: may('reports.view', <ReportsPage />) },
  { path: '/admin/customers', element: may('customers.view', <CustomersPage />) },
  { path: '/admin/customers/:id', element: may('customers.view', <CustomerPage />) },
  { path: '/admin/settings', element: may('settings.edit', <SettingsAdminPage />) },
  { path: '/admin/staff', element: may('staff.manage', <StaffPage />) },
  { path: '/admin/tables', element: may('settings.edit', <TablesAdminPage />) },
  { path: '/admin/audit', element: may('audit.view', <AuditPage />) },
  { path: '/admin/*', element: <StaffHome /> },
];

export default function AdminArea() {
  return (
    <AdminLayout>
      <Routes table={adminRoutes} />
    </AdminLayout>
  );
}
