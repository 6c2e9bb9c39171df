import { createBackgroundJob } from '@server/platform/background-job';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A guest cart untouched this long is dropped (its cookie lives as long:
 * docs/decisions/031-guest-checkout.md).
 */
export const GUEST_CART_TTL_MS = 30 * 86_400_000;
/** Hourly is plenty: nothing waits on it, it only keeps abandoned guest carts from piling up. */
const GUEST_SWEEP_MS = 3_600_000;

/**
 * The guest-cart sweep as a background job (start/stop/idle, like the reservations' sweeps). Each
 * pass is one DELETE by age, so two instances sweeping at once only delete each row once.
 */
export function createGuestCartSweep(prune: () => Promise<number>, log: FastifyBaseLogger) {
  return createBackgroundJob({
    name: 'guest cart sweep',
    pass: prune,
    log,
    intervalMs: GUEST_SWEEP_MS,
  });
}
