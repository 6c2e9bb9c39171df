import type { SettlementDeps } from './deps';
import { sendReceipts } from './receipts';
import { settle } from './settlement';

/** The recovery loop looks at payments left pending for longer than this. */
export const RECOVERY_AFTER_MS = 60_000;
const RECOVERY_INTERVAL_MS = 60_000;
const BATCH = 25;
/** A transaction the provider calls failed or abandoned may still be retried in its popup for a while. */
const UNPAID_EXPIRY_MS = 2 * 3600_000;
/** A bank transfer may take long to confirm; after this the payment is given up. */
const PENDING_EXPIRY_MS = 24 * 3600_000;
const STILL_RUNNING = new Set([
  'pending',
  'ongoing',
  'processing',
  'queued',
  'send_otp',
  'send_birthday',
  'send_pin',
]);

/** Pending payments nobody finished (the server stopped, the diner left): ask the provider again. */
export async function recoverPending(deps: SettlementDeps, now = new Date()): Promise<void> {
  const { payments, log } = deps;
  const dueBefore = new Date(now.getTime() - RECOVERY_AFTER_MS);
  // Batch after batch until nothing is due: each checked payment is marked, so the loop ends, and
  // a crowd of abandoned checkouts cannot hide a newer paid one behind the first batch.
  for (;;) {
    const stale = await payments.listStalePending(dueBefore, dueBefore, BATCH);
    for (const payment of stale) {
      try {
        await payments.markChecked(payment.id);
        const outcome = await settle(deps, payment, 'recovery');
        if (outcome.kind !== 'not_confirmed') continue;
        const age = now.getTime() - payment.createdAt.getTime();
        const running = STILL_RUNNING.has(outcome.providerStatus);
        if (age > (running ? PENDING_EXPIRY_MS : UNPAID_EXPIRY_MS)) {
          await payments.close(
            payment.id,
            'failed',
            `Not completed at the provider (status: ${outcome.providerStatus}).`,
          );
        }
      } catch (err) {
        log.warn({ err, reference: payment.reference }, 'pending payment check failed; will retry');
      }
    }
    if (stale.length < BATCH) break;
  }
  for (const payment of await payments.listWithoutReceipts(dueBefore, BATCH)) {
    await sendReceipts(deps, payment);
  }
  // Money taken for payments we refused and could not give back yet (the provider was down).
  await payments
    .retryOwedRefunds(now)
    .catch((err) => log.warn({ err }, 'owed refunds not retried; will retry'));
}

/** The recovery loop: now and then every minute, one run at a time (like the mail loop). */
export function createRecoveryLoop(deps: SettlementDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  return {
    start() {
      if (timer) return;
      const tick = () => {
        if (running) return;
        running = recoverPending(deps)
          .catch((err) => deps.log.error({ err }, 'payment recovery failed'))
          .finally(() => {
            running = null;
          });
      };
      timer = setInterval(tick, RECOVERY_INTERVAL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
