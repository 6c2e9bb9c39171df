import type { Db } from '@server/db/client';
import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type PaymentLine, payments } from './schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
/**
 * Who pays for a cart: a diner's account, or a guest's cart (the digest of its cookie's secret,
 * docs/decisions/031-guest-checkout.md). The same shape as the cart domain's owner of a cart.
 */
export type Payer = { userId: string } | { guestKey: string };

/** Whether `payer` started this payment (a guest's payment stays theirs after it joins an account). */
export const paidBy = (payment: Pick<PaymentRow, 'userId' | 'guestKey'>, payer: Payer) =>
  'userId' in payer ? payment.userId === payer.userId : payment.guestKey === payer.guestKey;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every query on the payments and refunds tables. Functions taking `tx` run inside the caller's transaction. */
export function createPaymentsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction (a refusal and the mail that tells of it). */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async insertPending(row: Omit<NewPaymentRow, 'status'> & { lines: PaymentLine[] }) {
      const [created] = await db
        .insert(payments)
        .values({ ...row, status: 'pending' })
        .returning();
      return created!;
    },

    async setAccessCode(id: string, accessCode: string) {
      await db
        .update(payments)
        .set({ accessCode, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    async findByReference(reference: string, tx: Db = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.reference, reference));
      return row;
    },

    async findOfOrder(orderRowId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderRowId))
        .orderBy(asc(payments.createdAt));
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * Turns a pending payment successful. Conditional on it still being pending, so of any number of
     * concurrent verifications exactly one gets the row back (the others wait for its lock, then
     * find it no longer pending): the heart of "recorded exactly once per reference".
     */
    async claimAsSuccessful(
      tx: Db,
      id: string,
      fields: { providerTransactionId: string; channel: string | null; paidAt: Date },
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({ ...fields, status: 'successful', reason: null, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Ends a pending payment as failed (the provider took nothing); false when it was no longer
     * pending. A payment the provider took money for ends through `reject`, which owes it back.
     */
    async close(id: string, status: 'failed', reason: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status, reason, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** Pending payments nobody has finished, never-checked first, then oldest, skipping recent checks. */
    async listStalePending(createdBefore: Date, checkedBefore: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(payments.createdAt, createdBefore),
            or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, checkedBefore)),
          ),
        )
        .orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.createdAt))
        .limit(limit);
    },

    async markChecked(id: string) {
      await db
        .update(payments)
        .set({ lastCheckedAt: new Date(), checkAttempts: sql`${payments.checkAttempts} + 1` })
        .where(eq(payments.id, id));
    },

    /** Successful payments whose receipts never reached the outbox (the process stopped in between). */
    async listWithoutReceipts(paidBefore: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'successful'),
            isNull(payments.receiptsQueuedAt),
            lt(payments.paidAt, paidBefore),
          ),
        )
        .limit(limit);
    },

    /**
     * A guest's payment whose order joined an account: the account's from now on
     * (its "download my data" and deletion reach it), in the caller's transaction that moved the
     * order. Conditional on a guest's payment with no account yet: false when there is none.
     */
    async joinAccount(tx: Db, id: string, userId: string): Promise<boolean> {
      const rows = await tx
        .update(payments)
        // updated_at stays the recording's time (the load runs' invariants read it as such).
        .set({ userId })
        .where(and(eq(payments.id, id), isNull(payments.userId), isNotNull(payments.guestKey)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Marks the receipts queued, in the caller's transaction that also writes them to the outbox:
     * the mark commits with the mails or not at all. Conditional, so one caller wins (a concurrent
     * one waits for the row lock, then finds it marked); false when someone already did.
     */
    async claimReceipts(tx: Db, id: string): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ receiptsQueuedAt: new Date() })
        .where(and(eq(payments.id, id), isNull(payments.receiptsQueuedAt)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Ends a pending payment as rejected and, in the same statement, owes back what the provider
     * took: the refund can then never be forgotten, whatever stops in between. The first refund
     * attempt is counted with it (its caller makes it now); the next is due at `retryAt`. Null
     * `refundDueMinor` when nothing was taken. Undefined when the payment was no longer pending.
     */
    async reject(
      id: string,
      reason: string,
      refundDue: { amountMinor: number; currency: string } | null,
      retryAt: Date,
      tx: Db = db,
    ): Promise<PaymentRow | undefined> {
      const owed = refundDue !== null;
      const [row] = await tx
        .update(payments)
        .set({
          status: 'rejected',
          reason,
          refundDueMinor: refundDue?.amountMinor ?? null,
          refundDueCurrency: refundDue?.currency ?? null,
          refundAttempts: owed ? 1 : 0,
          refundRetryAt: owed ? retryAt : null,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return row;
    },

    /** Rejected payments whose refund is still owed and due at `now`, the longest-waiting first. */
    async listRefundsDue(now: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'rejected'),
            isNotNull(payments.refundDueMinor),
            lte(payments.refundRetryAt, now),
          ),
        )
        .orderBy(asc(payments.refundRetryAt))
        .limit(limit);
    },

    /**
     * Claims the next try of an owed refund: counts it and schedules the one after at `retryAt`.
     * Conditional on the count the caller saw and on it being due, so of several instances exactly
     * one tries; undefined for the others.
     */
    async claimRefundAttempt(
      id: string,
      seenAttempts: number,
      now: Date,
      retryAt: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ refundAttempts: seenAttempts + 1, refundRetryAt: retryAt })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.refundAttempts, seenAttempts),
            lte(payments.refundRetryAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** The provider accepted the owed refund: nothing more to try. */
    async refundNoLongerDue(id: string) {
      await db.update(payments).set({ refundRetryAt: null }).where(eq(payments.id, id));
    },

    /** The owed refund turned out refused after all (e.g. Paystack failed it later): try again at `at`. */
    async refundDueAgain(id: string, at: Date) {
      await db
        .update(payments)
        .set({ refundRetryAt: at })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'rejected'),
            isNotNull(payments.refundDueMinor),
          ),
        );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
