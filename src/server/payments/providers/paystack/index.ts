import type { PaymentsConfig } from '@server/payments/config';
import type { ProviderPlugin } from '@server/payments/providers/types';
import { createPaystackProvider } from './provider';
import { registerPaystackWebhook } from './webhook';

/** Paystack: its REST API for every payment call, and its webhook for settled transactions and refunds. */
export function createPaystackPlugin(
  settings: PaymentsConfig['paystack'],
  fetchImpl?: typeof fetch,
): ProviderPlugin {
  return {
    provider: createPaystackProvider({ ...settings, fetch: fetchImpl }),
    registerRoutes: async (app, settled, refundChanged) => {
      await registerPaystackWebhook(app, settings.secretKey, settled, refundChanged);
    },
  };
}
