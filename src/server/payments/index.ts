import type { Domain, DomainContext } from '@server/platform/domain';
import { paymentsRoutes } from './routes';
import { sandboxRoutes } from './sandbox/routes';
import { createPaymentsService, type PaymentsService } from './service';

export type { PaymentsConfig } from './config';
export type { PaymentLine } from './schema';
export type { PaymentRow, PaymentsService, RefundInput, RefundResult } from './service';

/** Card payments: the active provider (sandbox or Paystack), refunds, webhooks and the sandbox checkout. */
export function createPaymentsDomain(
  ctx: DomainContext & { fetch?: typeof fetch },
): Domain<PaymentsService> {
  const settings = ctx.config.payments;
  const service = createPaymentsService({
    db: ctx.db,
    appUrl: ctx.config.appUrl,
    settings,
    log: ctx.log,
    fetch: ctx.fetch,
  });
  const webhook = paymentsRoutes(service, settings);
  const sandbox = service.sandbox ? sandboxRoutes(service.sandbox, service, ctx.log) : null;
  return {
    service,
    routes: async (app) => {
      await webhook(app);
      if (sandbox) await sandbox(app);
    },
  };
}
