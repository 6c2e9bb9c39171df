import type { Db } from '@server/db/client';
import type { PaymentsConfig } from '@server/payments/config';
import type { FastifyBaseLogger } from 'fastify';
import { createPaystackPlugin } from './paystack';
import { createSandboxPlugin } from './sandbox';
import type { ProviderPlugin } from './types';

export type { PaymentProvider, ProviderPlugin, SettledNotice, VerifiedTransaction } from './types';
export { ProviderError } from './types';

/** The provider PAYMENT_PROVIDER names, with the routes it brings along. */
export function createProviderPlugin(deps: {
  db: Db;
  appUrl: string;
  settings: PaymentsConfig;
  log: FastifyBaseLogger;
  /** Overrides fetch for the Paystack client (tests). */
  fetch?: typeof fetch;
}): ProviderPlugin {
  switch (deps.settings.provider) {
    case 'sandbox':
      return createSandboxPlugin(deps);
    case 'paystack':
      return createPaystackPlugin(deps.settings.paystack, deps.fetch);
  }
}
