import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The staff member a back-office request acts for, as the permission guard saw them (id, e-mail
 * and role at that moment). The guard runs every permission route's handler inside `actAs`, so a
 * service deep in a domain can name who acted (the audit log) without each signature carrying it.
 * Outside a back-office request (a diner, a background loop) there is no acting staff: null.
 */
export interface ActingStaff {
  id: string;
  email: string;
  role: string;
}

const scope = new AsyncLocalStorage<ActingStaff>();

/** Runs `work` (and everything it awaits) as `staff`. */
export function actAs<T>(staff: ActingStaff, work: () => T): T {
  return scope.run(staff, work);
}

export function actingStaff(): ActingStaff | null {
  return scope.getStore() ?? null;
}
