import { adminTexts } from '@shared/admin';
import type { Permission } from '@shared/permissions';

/** The back office's pages and the permission each needs (src/shared/permissions.ts): the side
 * menu shows a role only its own links, and the router sends anyone else to their home. */
export const adminLinks: Array<{
  to: string;
  label: string;
  permission: Permission;
  /** Current only on this very path (a page under it has its own link). */
  end?: boolean;
}> = [
  { to: '/admin/overview', label: 'Dashboard', permission: 'reports.view' },
  { to: '/admin/kitchen', label: 'Kitchen', permission: 'kitchen.board' },
  { to: '/admin/orders', label: 'Orders', permission: 'orders.manage', end: true },
  { to: '/admin/orders/new', label: 'New phone order', permission: 'orders.manage' },
  { to: '/admin/delivered-orders', label: 'Delivered Orders', permission: 'orders.manage' },
  { to: '/admin/canceled-orders', label: 'Canceled Orders', permission: 'orders.manage' },
  {
    to: '/admin/reservations',
    label: 'Reservations',
    permission: 'reservations.manage',
    end: true,
  },
  { to: '/admin/reservations/day', label: "Today's floor", permission: 'reservations.manage' },
  { to: '/admin/products', label: adminTexts.productsNav, permission: 'soldout.edit' },
  { to: '/admin/categories', label: 'Categories', permission: 'menu.edit' },
  { to: '/admin/customers', label: 'Customers', permission: 'customers.view' },
  { to: '/admin/reports', label: 'Reports', permission: 'reports.view' },
  { to: '/admin/tables', label: 'Tables', permission: 'settings.edit' },
  { to: '/admin/settings', label: 'Settings', permission: 'settings.edit' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.view' },
];
