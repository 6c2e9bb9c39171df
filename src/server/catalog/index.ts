import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the catalog domain is built: no service, no routes.
export function createCatalogDomain(_ctx: DomainContext): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
