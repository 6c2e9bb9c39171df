import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the back office is built.
export function createAdminDomain(
  _ctx: DomainContext & { orders: unknown; reservations: unknown; catalog: unknown },
): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
