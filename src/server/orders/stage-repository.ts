import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { TimelineEntry } from '@shared/order-stage-views';
import { ACTIVE_STAGES, type OrderActor, type OrderStage } from '@shared/order-stages';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { refundOnCancel } from './refund-amount';
import { type Changed, history, type InTransaction } from './refund-repository';
import type { OrderRow } from './repository';
import { orderLines, orderStatusHistory, orders } from './schema';

const { stageNames } = orderStageTexts;

/** One stage change as the service decided it from the shared `transition`. */
export interface StageChange {
  orderRowId: string;
  from: OrderStage;
  to: OrderStage;
  at: Date;
  actor: { kind: OrderActor; userId: string | null };
  readyAt?: Date;
  reason?: string;
  /** Reject/cancel: the whole order is owed back; the retry loop leaves it alone until then. */
  refund?: { leaseUntil: Date };
  /** The diner's mail, written in the same transaction. */
  mails: InTransaction;
}

/** The spec's history word for a stage (the old lists read `paid`, `delivered`, `canceled`). */
const historyStatus = (stage: OrderStage) =>
  stage === 'completed' ? 'delivered' : stage === 'rejected' ? 'canceled' : stage;

/**
 * What a cancel owes back. A provider payment: its refund, pending until the provider takes it.
 * A staff order paid at the counter has no provider payment: staff hand the money back there,
 * so it is refunded at once; one never paid owes nothing.
 */
function refundOf(
  order: { totalMinor: number; paymentId: string | null; awaitingPayment: boolean },
  lines: Array<{ refundMinor: number | null }>,
  change: StageChange,
): PgUpdateSetSource<typeof orders> {
  const refundMinor = refundOnCancel(order.totalMinor, lines);
  if (order.paymentId)
    return {
      refundStatus: 'pending',
      refundMinor,
      refundNextAttemptAt: change.refund?.leaseUntil ?? change.at,
    };
  if (order.awaitingPayment) return { refundStatus: 'none', refundMinor: 0 };
  return { refundStatus: 'refunded', refundMinor, refundedAt: change.at };
}

/** The SQL of the stage workflow: compare-and-set changes, the board's tickets, the timeline. */
export function createStageRepository(db: Db) {
  return {
    /**
     * Applies one change only if the order is still in `from` (compare-and-set), with its history
     * row, its refund bookkeeping and its mail, all or nothing. Null when someone moved it first.
     */
    apply(change: StageChange): Promise<Changed | null> {
      return db.transaction(async (tx) => {
        const set: PgUpdateSetSource<typeof orders> = { stage: change.to };
        if (change.readyAt) set.readyAt = change.readyAt;
        if (change.to === 'completed') set.deliveredAt = change.at;
        if (change.refund) {
          const lines = await tx
            .select({ refundMinor: orderLines.refundMinor })
            .from(orderLines)
            .where(eq(orderLines.orderId, change.orderRowId));
          const [current] = await tx
            .select({
              totalMinor: orders.totalMinor,
              paymentId: orders.paymentId,
              awaitingPayment: orders.awaitingPayment,
            })
            .from(orders)
            .where(eq(orders.id, change.orderRowId));
          if (!current) return null;
          Object.assign(set, { canceledAt: change.at, ...refundOf(current, lines, change) });
        }
        const [row] = await tx
          .update(orders)
          .set(set)
          .where(and(eq(orders.id, change.orderRowId), eq(orders.stage, change.from)))
          .returning();
        if (!row) return null;
        await history(
          tx,
          row.id,
          historyStatus(change.to),
          change.at,
          change.actor.userId,
          change.reason,
          {
            stage: change.to,
            actorKind: change.actor.kind,
            reason: change.reason ?? null,
            estimateReadyAt: change.readyAt ?? null,
          },
        );
        // A staff member's step is in the audit log, committed with it (none for diners or loops).
        if (change.actor.kind === 'staff')
          await recordAudit(tx, {
            action: 'order.stage',
            subjectType: 'order',
            subjectId: row.orderId,
            summary: `Order #${row.number}: ${stageNames[change.from]} → ${stageNames[change.to]}`,
            before: { stage: change.from },
            after: {
              stage: change.to,
              ...(change.readyAt ? { readyAt: change.readyAt.toISOString() } : {}),
              ...(change.reason ? { reason: change.reason } : {}),
              ...(change.refund
                ? { refundMinor: row.refundMinor, refundStatus: row.refundStatus }
                : {}),
            },
          });
        return { row, mailIds: await change.mails(tx, row) };
      });
    },

    /** Every order the kitchen still works on, oldest first. */
    active(): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(inArray(orders.stage, [...ACTIVE_STAGES]))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** Scheduled orders whose preparation is due at `now`, earliest first (the sweep's work). */
    dueScheduled(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.stage, 'scheduled'), lte(orders.prepDueAt, now)))
        .orderBy(asc(orders.prepDueAt), asc(orders.id))
        .limit(limit);
    },

    /** Clears a new ticket's highlight on every board; false when it already was. */
    async acknowledge(orderRowId: string, userId: string, at: Date): Promise<boolean> {
      const changed = await db
        .update(orders)
        .set({ acknowledgedAt: at, acknowledgedBy: userId })
        .where(and(eq(orders.id, orderRowId), isNull(orders.acknowledgedAt)))
        .returning({ id: orders.id });
      return changed.length > 0;
    },

    /** The stage changes of these orders, oldest first, keyed by order row id. */
    async timelines(orderRowIds: string[]): Promise<Map<string, TimelineEntry[]>> {
      const byOrder = new Map<string, TimelineEntry[]>(orderRowIds.map((id) => [id, []]));
      if (orderRowIds.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderStatusHistory)
        .where(
          and(
            inArray(orderStatusHistory.orderId, orderRowIds),
            isNotNull(orderStatusHistory.stage),
          ),
        )
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
      for (const row of rows) {
        if (!row.stage) continue;
        byOrder.get(row.orderId)?.push({
          stage: row.stage,
          at: row.at.toISOString(),
          actor: row.actorKind ?? 'staff',
          ...(row.reason ? { reason: row.reason } : {}),
          ...(row.estimateReadyAt ? { estimateReadyAt: row.estimateReadyAt.toISOString() } : {}),
        });
      }
      return byOrder;
    },
  };
}

export type StageRepository = ReturnType<typeof createStageRepository>;
