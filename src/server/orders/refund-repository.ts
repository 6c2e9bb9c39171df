import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { formatMoney } from '@shared/money';
import type { OrderActor, OrderStage } from '@shared/order-stages';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { refundOnCancel } from './refund-amount';
import { orderLines, orderStatusHistory, orders } from './schema';

type OrderRow = typeof orders.$inferSelect;
type RefundState = OrderRow['refundStatus'];

/**
 * Work written in the same transaction as a refund state change (the mail it promises), given
 * the changed row; returns the outbox ids to deliver once committed.
 */
export type InTransaction = (tx: Db, row: OrderRow) => Promise<string[]>;
export interface Changed {
  row: OrderRow;
  /** Outbox ids written with the change (deliver them once committed). */
  mailIds: string[];
}

/** What a stage change adds to its history row, for the order's timeline. */
export interface StageEntry {
  stage: OrderStage;
  actorKind: OrderActor;
  reason?: string | null;
  estimateReadyAt?: Date | null;
}

export const history = (
  tx: Db,
  orderId: string,
  status: string,
  at: Date,
  actorId: string | null,
  note?: string,
  stage?: StageEntry,
) =>
  tx
    .insert(orderStatusHistory)
    .values({ orderId, status, at, actorId, note: note ?? null, ...(stage ?? {}) });

const none: InTransaction = async () => [];

/** The orders domain's refund bookkeeping: cancel with its refund amount, and refund states. */
export function createRefundsRepository(db: Db) {
  /** One conditional refund state change with its history entry and its mail, all or nothing. */
  function change(
    id: string,
    from: RefundState[],
    set: PgUpdateSetSource<typeof orders>,
    entry: { status: string; at: Date; note?: string | null },
    then: InTransaction = none,
  ): Promise<Changed | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set(set)
        .where(and(eq(orders.id, id), inArray(orders.refundStatus, from)))
        .returning();
      if (!row) return null;
      await history(tx, row.id, entry.status, entry.at, null, entry.note ?? undefined);
      return { row, mailIds: await then(tx, row) };
    });
  }

  return {
    /**
     * The customer's cancel, in one transaction. The order row is locked first, so parallel
     * cancels queue up; it is canceled only if it is the owner's and still paid (so only once),
     * with its whole total owed back (dishes and delivery fee, less any line refunded before the
     * merge to one order per checkout). The cancel mail (`mails`) is written in the same transaction.
     */
    cancelPaidOfUser(input: {
      orderRowId: string;
      userId: string;
      at: Date;
      leaseUntil: Date;
      mails?: InTransaction;
    }): Promise<Changed | null> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: orders.id, stage: orders.stage, totalMinor: orders.totalMinor })
          .from(orders)
          .where(and(eq(orders.id, input.orderRowId), eq(orders.userId, input.userId)))
          .for('update');
        // The diner may cancel only while the order is New (shared/order-stages.ts).
        if (target?.stage !== 'new') return null;
        const lines = await tx
          .select({ refundMinor: orderLines.refundMinor })
          .from(orderLines)
          .where(eq(orderLines.orderId, target.id));
        const refundMinor = refundOnCancel(target.totalMinor, lines);
        const [row] = await tx
          .update(orders)
          .set({
            stage: 'canceled',
            canceledAt: input.at,
            refundStatus: 'pending',
            refundMinor,
            refundNextAttemptAt: input.leaseUntil,
          })
          .where(and(eq(orders.id, target.id), eq(orders.stage, 'new')))
          .returning();
        if (!row) return null;
        await history(
          tx,
          row.id,
          'canceled',
          input.at,
          input.userId,
          `Canceled by the customer; ${formatMoney(refundMinor)} is refunded (dishes and delivery fee)`,
          { stage: 'canceled', actorKind: 'diner' },
        );
        return { row, mailIds: await (input.mails ?? none)(tx, row) };
      });
    },

    /**
     * Takes the refunds that are due and leases them until `leaseUntil`, so that several server
     * instances never work on the same refund at once (SKIP LOCKED). Only pending ones: a refund
     * the provider holds (processing, or whose answer never came) moves only by its settlement.
     */
    async claimDueRefunds(now: Date, leaseUntil: Date, limit: number): Promise<OrderRow[]> {
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.refundStatus, 'pending'),
            or(sql`${orders.refundNextAttemptAt} is null`, lte(orders.refundNextAttemptAt, now)),
          ),
        )
        .orderBy(orders.refundNextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(orders)
        .set({ refundNextAttemptAt: leaseUntil })
        .where(and(inArray(orders.id, due), eq(orders.refundStatus, 'pending')))
        .returning();
    },

    /** Leases one pending refund for an attempt now (the admin's "Retry refund"). */
    async claimRefund(orderRowId: string, leaseUntil: Date): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ refundNextAttemptAt: leaseUntil })
          .where(and(eq(orders.id, orderRowId), eq(orders.refundStatus, 'pending')))
          .returning();
        if (!row) return null;
        // Who sent the money back, in the claim's transaction (the provider is asked after it).
        await recordAudit(tx, {
          action: 'order.refund',
          subjectType: 'order',
          subjectId: row.orderId,
          summary: `Order #${row.number}: refund of ${formatMoney(row.refundMinor ?? 0)} sent`,
          before: { refundStatus: 'pending' },
          after: { refundMinor: row.refundMinor, refundRequested: true },
        });
        return row;
      });
    },

    /**
     * The provider took the refund: refunded, or processing on its side (`note` says why, e.g. no
     * answer came). Only from the states in `from`, so a repeated settlement changes nothing and
     * writes no second mail.
     */
    settleRefund(
      id: string,
      outcome: {
        status: 'refunded' | 'processing';
        providerRefundId: string | null;
        at: Date;
        note?: string;
      },
      from: RefundState[] = ['pending'],
      then?: InTransaction,
    ): Promise<Changed | null> {
      return change(
        id,
        from,
        {
          refundStatus: outcome.status,
          ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
          refundedAt: outcome.status === 'refunded' ? outcome.at : null,
          refundNextAttemptAt: null,
          refundLastError: outcome.note ?? null,
          ...(from.includes('pending')
            ? { refundAttempts: sql`${orders.refundAttempts} + 1` }
            : {}),
        },
        {
          status: `refund_${outcome.status}`,
          at: outcome.at,
          note: outcome.note ?? outcome.providerRefundId,
        },
        then,
      );
    },

    /** The provider refused a refund it held: owed again, retried from `nextAttemptAt`. */
    reopenRefund(id: string, error: string, at: Date, nextAttemptAt: Date) {
      return change(
        id,
        ['processing'],
        {
          refundStatus: 'pending',
          refundLastError: error.slice(0, 500),
          refundNextAttemptAt: nextAttemptAt,
        },
        { status: 'refund_failed', at, note: error.slice(0, 500) },
      );
    },

    /** The provider says the refund needs a person: flagged once, for the back office. */
    async flagRefund(id: string, message: string, at: Date) {
      const [row] = await db
        .update(orders)
        .set({ refundFlaggedAt: at, refundLastError: message.slice(0, 500) })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.refundStatus, ['pending', 'processing']),
            isNull(orders.refundFlaggedAt),
          ),
        )
        .returning();
      if (row) await history(db, row.id, 'refund_needs_attention', at, null, message.slice(0, 500));
      return row ?? null;
    },

    /** The attempt failed: the refund stays pending and is tried again at `nextAttemptAt`. */
    async recordRefundFailure(
      id: string,
      error: string,
      nextAttemptAt: Date,
    ): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({
          refundAttempts: sql`${orders.refundAttempts} + 1`,
          refundLastError: error.slice(0, 500),
          refundNextAttemptAt: nextAttemptAt,
        })
        .where(and(eq(orders.id, id), eq(orders.refundStatus, 'pending')))
        .returning();
      return row ?? null;
    },

    async findById(id: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async pendingRefunds(limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.refundStatus, 'pending'))
        .orderBy(orders.canceledAt)
        .limit(limit);
    },
  };
}
