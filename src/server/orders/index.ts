import type { EventBus } from '../platform/events';
import type { Domain, DomainContext } from '../platform/domain';

// Placeholder until the orders domain is built.
export function createOrdersDomain(_ctx: DomainContext & { payments: unknown; events: EventBus }): Domain<Record<string, never>> {
  return { service: {}, routes: async () => {} };
}
