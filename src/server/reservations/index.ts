import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the reservations domain is built: no service, no routes.
export function createReservationsDomain(_ctx: DomainContext): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
