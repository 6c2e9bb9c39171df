import type { SettledNotice } from '@server/payments/providers/types';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerSandboxApi } from './api-routes';
import type { SandboxLedger } from './ledger';
import { registerSandboxPage } from './page-routes';

/** Like a provider's webhook, the sandbox tells the storefront about a settled payment a moment later. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1500;

/** Every route of the sandbox provider: its hosted checkout page and its API. */
export async function registerSandboxRoutes(
  root: FastifyInstance,
  deps: { ledger: SandboxLedger; log: FastifyBaseLogger; settled: SettledNotice },
) {
  const { log, settled } = deps;
  const timers = new Set<NodeJS.Timeout>();
  /** The sandbox's stand-in for the provider's webhook. */
  const notifyLater = (reference: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      settled(reference).catch((err) =>
        log.warn({ err, reference }, 'sandbox settlement notice not recorded'),
      );
    }, SANDBOX_WEBHOOK_DELAY_MS);
    timers.add(timer);
  };
  root.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  registerSandboxPage(root);
  registerSandboxApi(root, { ...deps, notifyLater });
}
