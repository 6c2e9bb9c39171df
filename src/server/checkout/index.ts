import type { EventBus } from '../platform/events';
import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the checkout domain is built.
export function createCheckoutDomain(
  _ctx: DomainContext & { cart: unknown; payments: unknown; orders: unknown; events: EventBus },
): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
