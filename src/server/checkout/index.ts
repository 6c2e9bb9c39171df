import type { CartService } from '@server/cart';
import type { PaymentsService } from '@server/payments';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { EventBus } from '@server/platform/events';
import { createCheckoutRepository } from './repository';
import { checkoutRoutes } from './routes';
import { type CheckoutService, createCheckoutService } from './service';

export type { CheckoutService, SettleOutcome } from './service';

export interface CheckoutDomainContext extends DomainContext {
  cart: CartService;
  payments: PaymentsService;
  /** The orders service; checkout only needs orders/record.ts, which it imports itself. */
  orders: unknown;
  events: EventBus;
}

/** Checkout: addresses, delivery option, starting a card payment and recording it once verified. */
export function createCheckoutDomain(ctx: CheckoutDomainContext): Domain<CheckoutService> {
  const service = createCheckoutService({
    db: ctx.db,
    config: ctx.config,
    mail: ctx.mail,
    log: ctx.log,
    repo: createCheckoutRepository(ctx.db),
    cart: ctx.cart,
    payments: ctx.payments,
    events: ctx.events,
  });
  const routes = checkoutRoutes(service, ctx.limiter);
  return {
    service,
    routes: async (app) => {
      app.addHook('onClose', () => service.stop());
      await routes(app);
    },
  };
}
