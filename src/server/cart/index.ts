import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the cart domain is built: no service, no routes.
export function createCartDomain(_ctx: DomainContext & { catalog: unknown }): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
