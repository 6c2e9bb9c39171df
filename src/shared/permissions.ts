/**
 * Who may do what in the back office: the one table the server's route guard, the authorization
 * test matrix and the web app's navigation all read. A route declares the permission it needs
 * (`config: { permission }`); a role holds the permissions listed here and nothing else.
 */

import type { Role } from './roles';

export { isStaff, ROLES, type Role, STAFF_ROLES, type StaffRole } from './roles';

export const PERMISSIONS = [
  'orders.manage',
  'orders.watch',
  'kitchen.board',
  'menu.edit',
  'soldout.edit',
  'reservations.manage',
  'settings.edit',
  'ordering.pause',
  'staff.manage',
  'refunds.issue',
  'reports.view',
  'customers.view',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission lets a person do (for the staff screen and the docs). */
export const permissionLabels: Record<Permission, string> = {
  'orders.manage': 'Orders: lists, delivery, payments needing attention',
  'orders.watch': 'Live order updates (boards and order lists)',
  'kitchen.board': 'Kitchen board: accept, prepare, ready, reject',
  'menu.edit': 'Menu: add, change and delete dishes and pictures',
  'soldout.edit': 'Sold out: hide a dish from the menu and show it again',
  'reservations.manage': 'Reservations and walk-ins',
  'settings.edit': 'Restaurant settings: details, hours, delivery zones',
  'ordering.pause': 'Pause and resume online orders at once (delivery and pickup)',
  'staff.manage': 'Staff: invitations, roles, deactivation',
  'refunds.issue': 'Refunds',
  'reports.view': 'Dashboard and reports',
  'customers.view': 'Customers: their contact details, orders, spending and bookings',
  'audit.view': 'Audit log: who changed what, when',
};

const ALL: readonly Permission[] = PERMISSIONS;

/** The table. Owner: everything (the audit log is the owner's alone). Manager: no staff, settings or refunds.
 * Customers' personal data: owner and manager only. Kitchen: the board and
 * sold-out. Host: reservations. The emergency pause of online orders: every staff member on
 * shift (whoever sees the kitchen drowning or the room full may stop it; the audit log names
 * them). Customers hold no back-office permission. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  owner: ALL,
  manager: [
    'orders.manage',
    'orders.watch',
    'kitchen.board',
    'menu.edit',
    'soldout.edit',
    'reservations.manage',
    'ordering.pause',
    'reports.view',
    'customers.view',
  ],
  kitchen: ['kitchen.board', 'orders.watch', 'soldout.edit', 'ordering.pause'],
  host: ['reservations.manage', 'ordering.pause'],
  customer: [],
};

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  kitchen: 'Kitchen',
  host: 'Host',
  customer: 'Customer',
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].includes(permission) : false;
}

/** Where a staff member lands after signing in: the first back-office page their role may open. */
export const staffHomes: Array<{ to: string; permission: Permission }> = [
  { to: '/admin/overview', permission: 'reports.view' },
  { to: '/admin/kitchen', permission: 'kitchen.board' },
  { to: '/admin/reservations', permission: 'reservations.manage' },
];

export function staffHome(role: Role): string {
  return staffHomes.find((home) => can(role, home.permission))?.to ?? '/';
}
