import type { FastifyBaseLogger } from 'fastify';

/** A guest cart untouched this long is dropped (its cookie lives as long: docs/decisions.md § Guest checkout). */
export const GUEST_CART_TTL_MS = 30 * 86_400_000;
/** Hourly is plenty: nothing waits on it, it only keeps abandoned guest carts from piling up. */
const GUEST_SWEEP_MS = 3_600_000;

/**
 * The guest-cart sweep as a background job (start/stop/idle, like the reservations' sweeps). Each
 * pass is one DELETE by age, so two instances sweeping at once only delete each row once.
 */
export function createGuestCartSweep(prune: () => Promise<number>, log: FastifyBaseLogger) {
  let loop: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;
  const sweep = () => {
    sweeping ??= prune().finally(() => {
      sweeping = null;
    });
    return sweeping;
  };
  return {
    start(intervalMs = GUEST_SWEEP_MS) {
      if (loop) return;
      loop = setInterval(() => {
        sweep().catch((error) => log.error({ err: error }, 'guest cart sweep failed'));
      }, intervalMs);
      loop.unref();
    },
    stop() {
      if (loop) clearInterval(loop);
      loop = null;
    },
    async idle() {
      await sweeping?.catch(() => undefined);
    },
  };
}
