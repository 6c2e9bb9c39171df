import type { Domain, DomainContext } from '@server/platform/domain';
import type { EventBus } from '@server/platform/events';
import { createOrdersRepository } from './repository';
import { ordersRoutes } from './routes';
import { createOrdersService, type OrdersService, type RefundGateway } from './service';

export {
  type PaidLine,
  type PaidOrdersInput,
  type PaymentOrder,
  recordPaidOrders,
} from './record';
export type { OrdersService, RefundGateway, RefundResult } from './service';

export interface OrdersDomainContext extends DomainContext {
  /** The payments service; only its `refund` is used here. */
  payments: Partial<RefundGateway>;
  events: EventBus;
  /** Tests: a fixed clock and a short wait for the provider. */
  clock?: () => Date;
  refundWaitMs?: number;
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
  });
  return { service, routes: ordersRoutes(service) };
}
