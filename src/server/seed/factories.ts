import { randomBytes } from 'node:crypto';
import type { BuiltApp } from '@server/app';
import { roleLabels, type StaffRole } from '@shared/permissions';

/** Test and demo data builders, shared by the test suite and the demo seed. */
export function customerInput(
  overrides: Partial<{ email: string; password: string; username: string }> = {},
) {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: overrides.username ?? `Diner ${suffix}`,
    email: overrides.email ?? `diner-${suffix}@example.com`,
    password: overrides.password ?? `pass-${suffix}`,
  };
}

/** A verified customer account that can sign in at once. */
export async function createCustomer(
  services: BuiltApp['services'],
  overrides: Parameters<typeof customerInput>[0] = {},
) {
  const input = customerInput(overrides);
  const id = await services.accounts.ensureAccount({ ...input, role: 'customer' });
  return { id, ...input };
}

/** A verified staff member (the owner unless `role` says otherwise) who can sign in at once. */
export async function createStaff(
  services: BuiltApp['services'],
  role: StaffRole = 'owner',
  overrides: Parameters<typeof customerInput>[0] = {},
) {
  const input = customerInput({ username: roleLabels[role], ...overrides });
  const id = await services.accounts.ensureAccount({ ...input, role });
  return { id, ...input };
}

/** The owner: every back-office permission. */
export const createAdmin = (
  services: BuiltApp['services'],
  overrides: Parameters<typeof customerInput>[0] = {},
) => createStaff(services, 'owner', { username: 'Admin', ...overrides });
