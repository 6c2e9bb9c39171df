import type { Db } from '@server/db/client';
import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Payer, PaymentRow } from './repository';
import { payments, refunds } from './schema';

/** The recovery loop asks the provider about a payment closed this recently (a late transfer). */
export const LATE_WINDOW_MS = 48 * 3600_000;

/**
 * Queries on payment rows for payments the provider confirms after we closed them and for
 * bank transfers still pending. Each state change is conditional on the
 * status the caller saw, so of any number of racing callers exactly one gets the row back.
 */
export function createLatePaymentsRepository(db: Db) {
  return {
    /**
     * A payment we had closed as failed turns out paid and the cart still matches: it becomes
     * successful (and marked late), in the caller's transaction that writes the orders.
     */
    async claimLateAsSuccessful(
      tx: Db,
      id: string,
      fields: { providerTransactionId: string; channel: string | null; paidAt: Date },
    ): Promise<PaymentRow | undefined> {
      const now = new Date();
      const [row] = await tx
        .update(payments)
        .set({
          ...fields,
          status: 'successful',
          reason: null,
          lateOutcome: 'recorded',
          lateAt: now,
          updatedAt: now,
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * A payment we had closed as failed turns out paid and cannot be recorded: it becomes rejected,
     * owing what was charged back (in the currency charged), due at once (the owed-refund loop makes it, exactly once under
     * the payment's own key). In the caller's transaction, which also writes the mail saying so.
     */
    async rejectLate(
      tx: Db,
      id: string,
      reason: string,
      charged: { amountMinor: number; currency: string },
      now: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'rejected',
          reason,
          refundDueMinor: charged.amountMinor,
          refundDueCurrency: charged.currency,
          refundAttempts: 0,
          refundRetryAt: now,
          lateOutcome: 'refunded',
          lateAt: now,
          updatedAt: now,
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * Payments closed as failed within the window (closing sets `updatedAt`; checks do not),
     * due for another question to the provider: never asked, or asked long enough ago with a
     * backoff of 2^attempts minutes capped at 6 hours. Never-asked first.
     */
    async listRecentlyClosed(now: Date, limit: number): Promise<PaymentRow[]> {
      const closedAfter = new Date(now.getTime() - LATE_WINDOW_MS);
      const minutes = sql`least(360, power(2, least(${payments.checkAttempts}, 9)))`;
      const backoff = sql`${minutes} * interval '1 minute'`;
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'failed'),
            gt(payments.updatedAt, closedAfter),
            or(
              isNull(payments.lastCheckedAt),
              sql`${payments.lastCheckedAt} + ${backoff} <= ${now.toISOString()}::timestamptz`,
            ),
          ),
        )
        .orderBy(sql`${payments.lastCheckedAt} asc nulls first`, desc(payments.updatedAt))
        .limit(limit);
    },

    /** What the provider last said about a payment still pending here. */
    async noteProviderStatus(id: string, status: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerStatus: status })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /**
     * The diner's cart payments still pending here, started after `createdAfter`, newest first
     * (a booking deposit's payment is no cart's: it never blocks a checkout).
     */
    async listOpenOf(payer: Payer, createdAfter: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            'userId' in payer
              ? eq(payments.userId, payer.userId)
              : eq(payments.guestKey, payer.guestKey),
            isNull(payments.reservationId),
            eq(payments.status, 'pending'),
            gt(payments.createdAt, createdAfter),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(limit);
    },

    /**
     * What the back office must look at: late payments (recorded ones for the window after, so
     * the kitchen checks they were made; refunded ones until the refund went through) and every
     * refused payment whose refund has not gone through yet. Newest first.
     */
    async listNeedingAttention(now: Date, limit: number) {
      const recordedSince = new Date(now.getTime() - LATE_WINDOW_MS);
      return db
        .select({ payment: payments, refundStatus: refunds.status })
        .from(payments)
        .leftJoin(refunds, eq(refunds.idempotencyKey, sql`'refused:' || ${payments.id}::text`))
        .where(
          or(
            and(eq(payments.lateOutcome, 'recorded'), gt(payments.lateAt, recordedSince)),
            and(
              eq(payments.status, 'rejected'),
              isNotNull(payments.refundDueMinor),
              or(isNull(refunds.status), ne(refunds.status, 'refunded')),
            ),
          ),
        )
        .orderBy(sql`coalesce(${payments.lateAt}, ${payments.updatedAt}) desc`)
        .limit(limit);
    },
  };
}

export type LatePaymentsRepository = ReturnType<typeof createLatePaymentsRepository>;
