import type { Db } from '@server/db/client';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type ReservationRow, reservations } from './schema';

/** How one refund attempt of a deposit ended, as the booking records it. */
export type RefundMark =
  | { kind: 'refunded' }
  /** The provider has it (paying out, or its answer was lost): payments reconciles and tells us. */
  | { kind: 'with_provider' }
  /** Refused or never reached: try again at `at`. */
  | { kind: 'retry'; at: Date };

/**
 * The SQL of booking deposits: the payment that moves a held booking on, and
 * the refunds owed. Every write is conditional on the state it leaves, so concurrent callers (the
 * browser, the webhook, the recovery loop, two instances' sweeps) never apply one twice.
 */
export function createDepositRepository(db: Db) {
  return {
    async find(id: string): Promise<ReservationRow | undefined> {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
      return row;
    },

    /** The booking, locked until the caller's transaction ends (the deposit's payment settles it). */
    async lockRow(tx: Db, id: string): Promise<ReservationRow | undefined> {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, id))
        .for('update');
      return row;
    },

    /**
     * awaiting_deposit → pending (or confirmed), the deposit paid by `paymentId`: a compare-and-set
     * on the status, so of two payments of one booking exactly one pays it.
     */
    async markPaid(
      tx: Db,
      id: string,
      fields: {
        paymentId: string;
        paidAt: Date;
        status: 'pending' | 'confirmed';
        expiresAt: Date | null;
      },
    ): Promise<ReservationRow | undefined> {
      const [row] = await tx
        .update(reservations)
        .set({
          status: fields.status,
          depositStatus: 'paid',
          depositPaymentId: fields.paymentId,
          depositPaidAt: fields.paidAt,
          expiresAt: fields.expiresAt,
          confirmedAt: fields.status === 'confirmed' ? fields.paidAt : null,
        })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'awaiting_deposit')))
        .returning();
      return row;
    },

    /**
     * Claims deposit refunds owed and due at `now` (one row, or a batch): each attempt is counted
     * and the next due time pushed to `leaseUntil`, so another instance's sweep leaves it alone
     * while this one asks the provider. Rows are taken FOR UPDATE SKIP LOCKED.
     */
    async claimDue(
      now: Date,
      leaseUntil: Date,
      limit: number,
      onlyId?: string,
    ): Promise<ReservationRow[]> {
      const due = db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.depositStatus, 'refunding'),
            lte(reservations.depositRefundDueAt, now),
            onlyId ? eq(reservations.id, onlyId) : undefined,
          ),
        )
        .orderBy(reservations.depositRefundDueAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(reservations)
        .set({
          depositRefundDueAt: leaseUntil,
          depositRefundAttempts: sql`${reservations.depositRefundAttempts} + 1`,
        })
        .where(
          and(
            inArray(reservations.id, due),
            eq(reservations.depositStatus, 'refunding'),
            lte(reservations.depositRefundDueAt, now),
          ),
        )
        .returning();
    },

    /** Records how an attempt (or the provider's later word) ended, while the refund is owed. */
    async mark(id: string, outcome: RefundMark): Promise<ReservationRow | undefined> {
      const set =
        outcome.kind === 'refunded'
          ? { depositStatus: 'refunded' as const, depositRefundDueAt: null }
          : { depositRefundDueAt: outcome.kind === 'retry' ? outcome.at : null };
      const [row] = await db
        .update(reservations)
        .set(set)
        .where(and(eq(reservations.id, id), eq(reservations.depositStatus, 'refunding')))
        .returning();
      return row;
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
