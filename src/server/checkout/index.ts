import type { CartService } from '@server/cart';
import type { CatalogService } from '@server/catalog';
import type { OrdersService } from '@server/orders';
import type { PaymentsService } from '@server/payments';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { EventBus } from '@server/platform/events';
import type { Deposits } from '@server/reservations';
import type { SettingsService } from '@server/settings';
import { depositRoutes } from './deposit-routes';
import { guestCheckoutRoutes } from './guest-routes';
import { inPersonRoutes } from './in-person-routes';
import { paymentLinkRoutes } from './payment-link-routes';
import { createCheckoutRepository } from './repository';
import { checkoutRoutes } from './routes';
import { scheduleRoutes } from './schedule-routes';
import { type CheckoutService, createCheckoutService } from './service';
import { staffOrderRoutes } from './staff-order-routes';

export { checkoutPersonalData } from './personal-data';
export { type CheckoutService, RECOVERY_AFTER_MS, type SettleOutcome } from './service';

export interface CheckoutDomainContext extends DomainContext {
  cart: CartService;
  payments: PaymentsService;
  /** Booking deposits: the booking a deposit pays, moved on by its payment. */
  deposits: Pick<Deposits, 'booking' | 'paymentRecorder'>;
  /** Checkout records the paid orders inside its own transaction and reads them for receipts. */
  orders: Pick<
    OrdersService,
    | 'recordPaid'
    | 'ofPayment'
    | 'slotCounts'
    | 'orderForAdmin'
    | 'markPaidByLink'
    | 'linkedOrder'
    | 'pageLink'
    | 'viewPath'
    | 'forReceipt'
    | 'markPaid'
  >;
  events: EventBus;
  /** Whether orders are taken now (opening hours, closures, the pause). */
  settings: Pick<SettingsService, 'current' | 'deliveryZones'>;
  /** Sold out and stock: refused or taken in the transaction that records the order. */
  catalog: Pick<CatalogService, 'takeStock' | 'stockTaken' | 'findItems'>;
}

/** Checkout: addresses, delivery option, starting a card payment and recording it once verified. */
export function createCheckoutDomain(ctx: CheckoutDomainContext): Domain<CheckoutService> {
  const service = createCheckoutService({
    db: ctx.db,
    config: ctx.config,
    mail: ctx.mail,
    log: ctx.log,
    links: ctx.links,
    repo: createCheckoutRepository(ctx.db),
    cart: ctx.cart,
    orders: ctx.orders,
    payments: ctx.payments,
    deposits: ctx.deposits,
    events: ctx.events,
    settings: ctx.settings,
    catalog: ctx.catalog,
  });
  const routes = checkoutRoutes(service, ctx.limiter);
  return {
    service,
    routes: async (app) => {
      app.addHook('onClose', () => service.stop());
      await routes(app);
      await scheduleRoutes(service)(app);
      await inPersonRoutes(service, ctx.limiter)(app);
      await staffOrderRoutes(service)(app);
      await paymentLinkRoutes(service, ctx.limiter)(app);
      await depositRoutes(service, ctx.limiter)(app);
      await guestCheckoutRoutes(service, ctx.limiter)(app);
    },
  };
}
