import type { StaffAlerts } from '@server/alerts';
import type { CartService } from '@server/cart';
import { createEventStreams, type EventStreams } from '@server/http/event-stream';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { EventBus } from '@server/platform/events';
import { kitchenRoutes } from './kitchen-routes';
import type { PaymentAccounts } from './order-join';
import { orderLinkRoutes } from './order-link-routes';
import { orderPageRoutes } from './order-page-routes';
import { createOrdersRepository } from './repository';
import { ordersRoutes } from './routes';
import { createOrdersService, type OrdersService, type RefundGateway } from './service';

export { ordersPersonalData } from './personal-data';
export {
  type PaidLine,
  type PaidOrderInput,
  type PaymentOrder,
  recordPaidOrder,
} from './record';
export type {
  OrdersService,
  RefundGateway,
  RefundResult,
  RefundSettledEvent,
} from './service';
export { SlotFullError } from './slots';

export interface OrdersDomainContext extends DomainContext {
  /**
   * The payments service; its `refund`, `onRefundSettled` and `paidMinor` are used here, and
   * `joinAccount` when a guest's order joins an account (order-join.ts).
   */
  payments: Partial<RefundGateway & PaymentAccounts>;
  events: EventBus;
  /** The cart's service: "Order again" fills the cart through its rules. */
  cart?: CartService;
  /** The staff alerts, told of each new order (none: no alerts). */
  alerts?: Pick<StaffAlerts, 'orderPlaced'>;
  /** Tests: a fixed clock and a short wait for the provider. */
  clock?: () => Date;
  refundWaitMs?: number;
  /** The app's live-stream registry (caps shared by every stream route); service-only tests omit it. */
  streams?: EventStreams;
  /** Streams with no session (the receipt link's order page): the per-address caps only. */
  publicStreams?: EventStreams;
}

/** Orders after payment: the diner's present and past orders, cancel with refund, and the back office's order lists. */
export function createOrdersDomain(ctx: OrdersDomainContext): Domain<OrdersService> {
  const service = createOrdersService({
    db: ctx.db,
    repo: createOrdersRepository(ctx.db),
    payments: ctx.payments,
    events: ctx.events,
    mail: ctx.mail,
    config: ctx.config,
    log: ctx.log,
    clock: ctx.clock,
    refundWaitMs: ctx.refundWaitMs,
    cart: ctx.cart,
    alerts: ctx.alerts,
    links: ctx.links,
  });
  const diner = ordersRoutes(service, ctx.streams ?? createEventStreams());
  const kitchen = kitchenRoutes(service, ctx.config.timeZone);
  const page = orderPageRoutes(service);
  return {
    service,
    routes: async (app) => {
      await diner(app);
      await kitchen(app);
      await page(app);
      await orderLinkRoutes(service, ctx.publicStreams ?? createEventStreams())(app);
    },
  };
}
