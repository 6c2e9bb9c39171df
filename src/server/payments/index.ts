import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the payments domain is built.
export function createPaymentsDomain(_ctx: DomainContext): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
