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
        if (outcome.providerStatus !== payment.providerStatus)
          await payments.noteProviderStatus(payment.id, outcome.providerStatus);
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
  await recoverClosed(deps, now);
  for (const payment of await payments.listWithoutReceipts(dueBefore, BATCH)) {
    await sendReceipts(deps, payment);
  }
  // Money taken for payments we refused and could not give back yet (the provider was down).
  await payments
    .retryOwedRefunds(now)
    .catch((err) => log.warn({ err }, 'owed refunds not retried; will retry'));
  // Refunds whose answer was lost, left by a crash, or still being paid out: ask the provider.
  await payments
    .reconcileRefunds(now)
    .catch((err) => log.warn({ err }, 'refunds not reconciled; will retry'));
}

/**
 * Payments we closed in the last 48 hours, asked about again with backoff: a bank transfer may
 * clear hours after we gave up on it. A confirmed one is recorded or refunded (late-settlement.ts).
 * One batch per pass: each check is marked, so the next pass goes on with the others.
 */
async function recoverClosed(deps: SettlementDeps, now: Date): Promise<void> {
  const { payments, log } = deps;
  for (const payment of await payments.listRecentlyClosed(now, BATCH)) {
    try {
      await payments.markChecked(payment.id);
      await settle(deps, payment, 'recovery');
    } catch (err) {
      log.warn({ err, reference: payment.reference }, 'closed payment check failed; will retry');
    }
  }
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
