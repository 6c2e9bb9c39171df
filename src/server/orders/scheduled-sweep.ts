import { createBackgroundJob } from '@server/platform/background-job';
import { transition } from '@shared/order-stages';
import { dinerOf, MINUTE, publish } from './context';
import type { StagesContext } from './stages';

/** How many due orders one pass moves; a longer backlog is finished by the next passes. */
const SWEEP_BATCH = 100;
/** How often the sweep looks: a ticket reaches New at most this long after its prep is due. */
export const SCHEDULE_SWEEP_MS = 15_000;

/**
 * Moves every Scheduled order whose preparation is due (`prep_due_at <= now`) to New,
 * through the shared `transition` (the system's `release`) and the stage repository's
 * compare-and-set: two instances sweeping at once both try, one moves each order and the other
 * finds it New already, so no order is moved (or chimed) twice. The timeline records the system as
 * the actor; `order.due` tells the boards, which chime as for a new payment.
 */
export async function releaseDueOrders(ctx: StagesContext, now: Date): Promise<number> {
  let moved = 0;
  for (;;) {
    const due = await ctx.stages.dueScheduled(now, SWEEP_BATCH);
    let movedThisPass = 0;
    for (const row of due) {
      const decided = transition(row.stage, 'release', 'system', row.fulfilment, {
        now,
        timeZone: ctx.config.timeZone,
      });
      if (!decided.ok) continue;
      const changed = await ctx.stages.apply({
        orderRowId: row.id,
        from: row.stage,
        to: decided.next,
        at: now,
        actor: { kind: 'system', userId: null },
        mails: async () => [],
      });
      if (!changed) continue;
      movedThisPass += 1;
      await publish(ctx, {
        type: 'order.due',
        userId: dinerOf(changed.row),
        orderIds: [changed.row.orderId],
      });
    }
    moved += movedThisPass;
    if (due.length < SWEEP_BATCH || movedThisPass === 0) return moved;
  }
}

/** The sweep as a background job; `sweep(now)` runs one pass at once (tests give the clock). */
export function createScheduleSweep(ctx: StagesContext) {
  const job = createBackgroundJob({
    name: 'scheduled orders sweep',
    pass: (now: Date = ctx.clock()) => releaseDueOrders(ctx, now),
    log: ctx.log,
    intervalMs: SCHEDULE_SWEEP_MS,
    // Orders fall due by the minute: a longer interval would release them late.
    maxIntervalMs: MINUTE,
  });
  return { ...job, sweep: job.run };
}
