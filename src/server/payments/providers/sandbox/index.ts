import type { Db } from '@server/db/client';
import type { ProviderPlugin } from '@server/payments/providers/types';
import type { FastifyBaseLogger } from 'fastify';
import { createSandboxLedger } from './ledger';
import { createSandboxProvider } from './provider';
import { registerSandboxRoutes } from './routes';

/**
 * The built-in test provider: its own ledger, hosted checkout page and API, on our server. Its
 * refunds are final at once, so it sends no refund notices.
 */
export function createSandboxPlugin(deps: {
  db: Db;
  appUrl: string;
  log: FastifyBaseLogger;
}): ProviderPlugin {
  const ledger = createSandboxLedger(deps.db);
  return {
    provider: createSandboxProvider(ledger, deps.appUrl),
    registerRoutes: (app, settled) =>
      registerSandboxRoutes(app, { ledger, log: deps.log, settled }),
  };
}
