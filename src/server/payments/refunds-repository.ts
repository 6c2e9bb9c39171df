import type { Db } from '@server/db/client';
import { and, asc, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { payments, type RefundStatus, refunds } from './schema';

export type RefundRow = typeof refunds.$inferSelect;

/** The statuses of a refund nobody may start again: the provider has (or may have) it. */
export const OPEN_REFUND_STATUSES = ['requested', 'unknown', 'pending', 'needs_attention'] as const;

/** Postgres refused a row breaking a CHECK (here: refunds beyond what was charged). */
function isCheckViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}

/**
 * When an open refund is due for a look at the provider: `ageMs` after its last change or check,
 * doubling with every check (capped at an hour), so a refund pending for days is asked rarely.
 */
const dueAt = (ageMs: number) =>
  sql`greatest(${refunds.updatedAt}, coalesce(${refunds.checkedAt}, ${refunds.updatedAt}))
    + least(interval '1 hour', interval '1 millisecond'
      * (${ageMs}::double precision * power(2, least(${refunds.checkAttempts}, 6))))`;

/** Every query on the refunds table. */
export function createRefundsRepository(db: Db) {
  return {
    async byKey(idempotencyKey: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, idempotencyKey));
      return row;
    },

    async byId(id: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },

    /**
     * Reserves a refund: locks the payment row so two refunds of one payment cannot both pass the
     * "no more than what is left" check, then writes the refund as 'requested'. The database checks
     * the same again (a trigger keeps payments.refunded_minor, a CHECK caps it), whatever code runs.
     * A key seen before is a replay, unless its refund failed (no money moved): then it is reused.
     */
    async reserve(input: {
      paymentId: string;
      amountMinor: number;
      capMinor: number;
      currency: string;
      reason: string | null;
      idempotencyKey: string;
      now: Date;
    }): Promise<RefundRow | { replayOf: RefundRow } | 'too_large'> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select id from payments where id = ${input.paymentId} for update`);
          const [earlier] = await tx
            .select()
            .from(refunds)
            .where(eq(refunds.idempotencyKey, input.idempotencyKey));
          if (earlier && earlier.status !== 'failed') return { replayOf: earlier };
          const [sum] = await tx
            .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
            .from(refunds)
            .where(and(eq(refunds.paymentId, input.paymentId), ne(refunds.status, 'failed')));
          if ((sum?.total ?? 0) + input.amountMinor > input.capMinor) return 'too_large' as const;
          if (earlier) {
            const [retry] = await tx
              .update(refunds)
              .set({
                status: 'requested',
                message: null,
                // The refused refund's id would lead a lookup to it, not to the one sent now.
                providerRefundId: null,
                updatedAt: input.now,
                checkAttempts: sql`${refunds.checkAttempts} + 1`,
              })
              .where(eq(refunds.id, earlier.id))
              .returning();
            return retry!;
          }
          const [row] = await tx
            .insert(refunds)
            .values({
              paymentId: input.paymentId,
              amountMinor: input.amountMinor,
              currency: input.currency,
              reason: input.reason,
              idempotencyKey: input.idempotencyKey,
            })
            .returning();
          return row!;
        });
      } catch (error) {
        if (isCheckViolation(error)) return 'too_large';
        throw error;
      }
    },

    /**
     * Takes an open refund for one look at the provider: counts the check, and turns an unknown
     * one back to 'requested' (in flight). Conditional on the status and count the caller saw, so
     * of several instances, sweeps and webhooks exactly one gets it; undefined for the others.
     * A 'requested' one may still be in flight in another request (or instance): it is taken only
     * once it has been so for `inFlightForMs` by the database's clock, whatever clock the caller
     * runs on, so a sweep on a clock ahead (or a test's "two hours later") never races its sender.
     */
    async claimCheck(
      row: RefundRow,
      now: Date,
      inFlightForMs: number,
    ): Promise<RefundRow | undefined> {
      const inFlight = row.status === 'unknown' || row.status === 'requested';
      const [claimed] = await db
        .update(refunds)
        .set({
          checkedAt: now,
          checkAttempts: row.checkAttempts + 1,
          // updatedAt on the caller's clock: an in-flight refund is young by the same clock that
          // every other caller measures it with.
          ...(inFlight ? { status: 'requested' as const, updatedAt: now } : {}),
        })
        .where(
          and(
            eq(refunds.id, row.id),
            eq(refunds.status, row.status),
            eq(refunds.checkAttempts, row.checkAttempts),
            row.status === 'requested'
              ? sql`${refunds.updatedAt} <= now() - ${inFlightForMs} * interval '1 millisecond'`
              : undefined,
          ),
        )
        .returning();
      return claimed;
    },

    /**
     * Writes what the provider said, only if the refund is still as the caller left it (same
     * status and check count): the row back when it was written, undefined when someone else had.
     */
    async settle(
      claimed: RefundRow,
      outcome: { status: RefundStatus; providerRefundId?: string; message?: string },
      now: Date,
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({
          status: outcome.status,
          providerRefundId: outcome.providerRefundId ?? claimed.providerRefundId,
          message: outcome.message ?? null,
          updatedAt: now,
        })
        .where(
          and(
            eq(refunds.id, claimed.id),
            eq(refunds.status, claimed.status),
            eq(refunds.checkAttempts, claimed.checkAttempts),
          ),
        )
        .returning();
      return row;
    },

    /** Open refunds due for a look at the provider (see `dueAt`), the longest-waiting first. */
    async listDueForCheck(now: Date, ageMs: number, limit: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(
          and(
            inArray(refunds.status, OPEN_REFUND_STATUSES),
            sql`${dueAt(ageMs)} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(refunds.updatedAt))
        .limit(limit);
    },

    /** Our refunds the provider may be telling about: by its id, else the open ones of a transaction. */
    async forNotice(notice: { providerRefundId?: string; reference?: string }) {
      const conditions = [];
      if (notice.providerRefundId)
        conditions.push(eq(refunds.providerRefundId, notice.providerRefundId));
      if (notice.reference)
        conditions.push(
          and(
            eq(payments.reference, notice.reference),
            inArray(refunds.status, OPEN_REFUND_STATUSES),
          ),
        );
      if (conditions.length === 0) return [];
      const rows = await db
        .select({ refund: refunds })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(or(...conditions));
      return rows.map((r) => r.refund);
    },

    /**
     * For the back office: refunds whose answer is unknown, asked before `before` (each look at
     * the provider touches updatedAt, so that would hide it again after every look), requested
     * ones in flight since before it, those the provider needs the diner's details for, and failed
     * refunds of payments we refused (money we owe back).
     */
    async needingAttention(before: Date, limit: number) {
      return db
        .select({
          refund: refunds,
          reference: payments.reference,
          customerEmail: payments.email,
          customerName: payments.customerName,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          or(
            and(eq(refunds.status, 'unknown'), lte(refunds.createdAt, before)),
            and(eq(refunds.status, 'requested'), lte(refunds.updatedAt, before)),
            eq(refunds.status, 'needs_attention'),
            and(eq(refunds.status, 'failed'), eq(payments.status, 'rejected')),
          ),
        )
        .orderBy(desc(refunds.updatedAt))
        .limit(limit);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
