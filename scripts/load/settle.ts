/**
 * After the load: what the crash (or a slow provider) left open is finished by the server on its
 * own, and the diners wait for it as they would, by reloading. Only then are the invariants read.
 */
import { RECOVERY_AFTER_MS } from '@server/checkout/service';
import type { Diner } from './diner';
import type { RefundSettling, Settling } from './report';

/**
 * After a crash, a payment the provider took is recorded by the server's recovery loop, which looks
 * at payments older than RECOVERY_AFTER_MS once a minute: two rounds and a margin are enough. The
 * same holds when the run ended the server's database connections: a refund whose answer was lost
 * is reconciled by that loop once it is REFUND_CHECK_AFTER_MS old.
 */
const FAULT_SETTLE_MS = 2 * RECOVERY_AFTER_MS + 30_000;
/** Without a fault every payment is settled by its diner; anything open is settled at once. */
const SETTLE_MS = 20_000;

function log(message: string) {
  process.stderr.write(`[load] ${message}\n`);
}

/**
 * "After recovery": diners who saw a refund pending (or lost a cancel's answer in the crash) reload
 * their orders until the server finished the refund on its own, within the same bound as payments.
 * One still pending then is not a failure by itself: invariant 9 judges it (is it past its retry?).
 */
export async function settleRefunds(diners: Diner[], faults: boolean): Promise<RefundSettling> {
  const open = diners.filter((d) => d.refundsWaitedFor.length > 0);
  const count = open.reduce((n, d) => n + d.refundsWaitedFor.length, 0);
  if (count === 0) return { open: 0, left: [] as string[], seconds: 0 };
  log(`${count} refunds (or lost cancels) to wait for…`);
  const started = Date.now();
  await Promise.all(
    open.map((d) => d.settleRefunds(started + (faults ? FAULT_SETTLE_MS : SETTLE_MS))),
  );
  return {
    open: count,
    left: open.flatMap((d) => d.refundsWaitedFor),
    seconds: (Date.now() - started) / 1000,
  };
}

/** Diners whose payment the crash left open wait until the server finished it on its own. */
export async function settleOpenPayments(diners: Diner[], faults: boolean): Promise<Settling> {
  const open = diners.filter((d) => d.waitingFor);
  if (open.length === 0) return { open: 0, stuck: 0, seconds: 0 };
  log(`${open.length} diners wait for a payment the server has to finish on its own…`);
  const started = Date.now();
  const settled = await Promise.all(
    open.map((d) => d.settle(started + (faults ? FAULT_SETTLE_MS : SETTLE_MS))),
  );
  return {
    open: open.length,
    stuck: settled.filter((ok) => !ok).length,
    seconds: (Date.now() - started) / 1000,
  };
}
