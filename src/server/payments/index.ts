import type { Domain, DomainContext } from '@server/platform/domain';
import { createProviderPlugin } from './providers';
import { createPaymentsService, type PaymentsService } from './service';

export { checkoutFrameSources, type PaymentsConfig } from './config';
export { paymentsPersonalData } from './personal-data';
export type { PaymentLine } from './schema';
export type {
  Charged,
  PaymentRow,
  PaymentsService,
  RefundInput,
  RefundResult,
  RefundSettledEvent,
  RefundSettledListener,
} from './service';
export { type Payer, paidBy } from './service';

/** Card payments: the active provider (sandbox or Paystack) with its own routes, and refunds. */
export function createPaymentsDomain(
  ctx: DomainContext & { fetch?: typeof fetch },
): Domain<PaymentsService> {
  const plugin = createProviderPlugin({
    db: ctx.db,
    appUrl: ctx.config.appUrl,
    settings: ctx.config.payments,
    log: ctx.log,
    fetch: ctx.fetch,
  });
  const service = createPaymentsService({ db: ctx.db, provider: plugin.provider, log: ctx.log });
  return {
    service,
    routes: (app) => plugin.registerRoutes(app, service.notifySettled, service.refundNotice),
  };
}
