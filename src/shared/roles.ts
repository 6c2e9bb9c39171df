/**
 * The roles, and whether one is staff: a module of its own because every page's first load asks
 * (staff are sent to the back office), while the permission table (shared/permissions.ts) is the
 * back office's.
 */
export const STAFF_ROLES = ['owner', 'manager', 'kitchen', 'host'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['customer', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export function isStaff(role: Role | null | undefined): role is StaffRole {
  return role !== undefined && role !== null && role !== 'customer';
}
