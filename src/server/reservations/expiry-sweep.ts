import { createBackgroundJob } from '@server/platform/background-job';
import type { FastifyBaseLogger } from 'fastify';

/** How often the sweep looks: a pending booking expires at most this long after its time is up. */
export const EXPIRY_SWEEP_MS = 30_000;

/**
 * A reservation sweep (the expiry of unconfirmed bookings, the reminders) as a background job (start/stop/idle, like the scheduled
 * orders' sweep). The work itself is `expire` (service.expirePending), a compare-and-set per row,
 * so a second instance running the same loop expires (and mails) nothing twice.
 */
export function createExpirySweep(
  expire: () => Promise<number>,
  log: FastifyBaseLogger,
  what = 'reservation expiry sweep',
) {
  return createBackgroundJob({ name: what, pass: expire, log, intervalMs: EXPIRY_SWEEP_MS });
}
