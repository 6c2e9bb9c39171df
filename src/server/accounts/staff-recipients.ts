import type { Db } from '@server/db/client';
import { can, type Permission, STAFF_ROLES } from '@shared/permissions';
import { and, inArray, isNull } from 'drizzle-orm';
import { users } from './schema';

/**
 * The addresses of the active staff whose role holds `permission` (src/shared/permissions.ts),
 * read through `executor` (a caller's transaction: the staff alerts are written in the order's or
 * booking's own). Deactivated accounts get nothing.
 */
export async function activeStaffEmails(executor: Db, permission: Permission): Promise<string[]> {
  const roles = STAFF_ROLES.filter((role) => can(role, permission));
  if (roles.length === 0) return [];
  const rows = await executor
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, roles), isNull(users.deactivatedAt)));
  return rows.map((row) => row.email);
}
