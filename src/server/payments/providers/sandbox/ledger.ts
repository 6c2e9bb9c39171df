import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { sandboxRefunds, sandboxTransactions } from '@server/payments/schema';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** The sandbox's public key: the only key its inline API accepts. Public by nature, like pk_test_... */
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_tavola';

/** Statuses from which a card may still be charged (a declined attempt can be retried). */
const PAYABLE = ['', 'abandoned', 'failed'];

const newAccessCode = () => `sbx_${randomBytes(12).toString('hex')}`;
const newReference = () => `SBX-${randomBytes(8).toString('hex').toUpperCase()}`;

export type CardOutcome = 'success' | 'declined' | 'transfer_pending';

/** Which test card is this, after checking expiry and CVV like a card form would. */
export function cardOutcome(
  input: { cardNumber: string; expiry: string; cvv: string },
  now = new Date(),
): CardOutcome {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits))
    throw new AppError('invalid', sandboxTexts.cardNumberInvalid, {
      cardNumber: sandboxTexts.cardNumberInvalid,
    });
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!expiry)
    throw new AppError('invalid', sandboxTexts.expiryInvalid, {
      expiry: sandboxTexts.expiryInvalid,
    });
  // A card is valid through the last day of its expiry month.
  const firstDayAfter = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
  if (firstDayAfter.getTime() <= now.getTime())
    throw new AppError('invalid', sandboxTexts.expired, { expiry: sandboxTexts.expired });
  if (!/^\d{3}$/.test(input.cvv.trim()))
    throw new AppError('invalid', sandboxTexts.cvvInvalid, { cvv: sandboxTexts.cvvInvalid });
  if (digits === SANDBOX_CARDS.success) return 'success';
  if (digits === SANDBOX_CARDS.declined) return 'declined';
  if (digits === SANDBOX_CARDS.transferPending) return 'transfer_pending';
  throw new AppError('invalid', sandboxTexts.unknownCard, { cardNumber: sandboxTexts.unknownCard });
}

/** The sandbox provider's side: its transactions, card charges, transfers and refunds. */
export function createSandboxLedger(db: Db) {
  async function byAccessCode(accessCode: string) {
    const [row] = await db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.accessCode, accessCode));
    return row;
  }

  return {
    byAccessCode,

    async byReference(reference: string) {
      const [row] = await db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.reference, reference));
      return row;
    },

    async create(input: {
      reference?: string;
      amountMinor: number;
      currency: string;
      email: string;
      metadata?: Record<string, unknown>;
    }): Promise<SandboxTransaction> {
      const [row] = await db
        .insert(sandboxTransactions)
        .values({
          reference: input.reference ?? newReference(),
          accessCode: newAccessCode(),
          amountMinor: input.amountMinor,
          currency: input.currency,
          email: input.email,
          metadata: input.metadata ?? null,
        })
        .onConflictDoNothing()
        .returning();
      // Like a real provider: a reference is used once.
      if (!row) throw new AppError('conflict', 'Duplicate Transaction Reference');
      return row;
    },

    /** Charges a test card. Conditional on the transaction still being payable, so a double click pays once. */
    async charge(input: { accessCode: string; cardNumber: string; expiry: string; cvv: string }) {
      const outcome = cardOutcome(input);
      const current = await byAccessCode(input.accessCode);
      if (!current) throw new AppError('not_found', sandboxTexts.transactionNotFound);
      const next =
        outcome === 'success'
          ? { status: 'success', channel: 'card', gatewayResponse: 'Approved', paidAt: new Date() }
          : outcome === 'declined'
            ? { status: 'failed', channel: 'card', gatewayResponse: 'Declined' }
            : {
                status: 'pending',
                channel: 'bank_transfer',
                gatewayResponse: 'Transfer awaiting confirmation',
              };
      const [row] = await db
        .update(sandboxTransactions)
        .set({ ...next, attempts: sql`${sandboxTransactions.attempts} + 1` })
        .where(
          and(eq(sandboxTransactions.id, current.id), inArray(sandboxTransactions.status, PAYABLE)),
        )
        .returning();
      if (!row) {
        throw new AppError(
          'conflict',
          current.status === 'success' ? sandboxTexts.alreadyPaid : sandboxTexts.notPayable,
        );
      }
      return row;
    },

    /** The diner closed the checkout without paying. */
    async abandon(accessCode: string) {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: 'abandoned' })
        .where(
          and(
            eq(sandboxTransactions.accessCode, accessCode),
            inArray(sandboxTransactions.status, ['']),
          ),
        )
        .returning();
      return row;
    },

    /** The bank confirms a pending transfer (what a real bank does later, out of our hands). */
    async confirmTransfer(reference: string) {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: 'success', paidAt: new Date(), gatewayResponse: 'Transfer confirmed' })
        .where(
          and(
            eq(sandboxTransactions.reference, reference),
            eq(sandboxTransactions.status, 'pending'),
          ),
        )
        .returning();
      if (!row)
        throw new AppError(
          'conflict',
          'No bank transfer is waiting for confirmation with this reference.',
        );
      return row;
    },

    /**
     * Gives money back, never more than was paid, and keeps the refund (with the merchant's note)
     * so it can be looked up later, like a real provider's. Undefined when nothing is left to refund.
     */
    async refund(input: {
      reference: string;
      amountMinor: number;
      currency: string;
      merchantNote: string;
    }): Promise<SandboxRefund | undefined> {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(sandboxTransactions)
          .set({
            refundedMinor: sql`${sandboxTransactions.refundedMinor} + ${input.amountMinor}`,
          })
          .where(
            and(
              eq(sandboxTransactions.reference, input.reference),
              eq(sandboxTransactions.status, 'success'),
              sql`${sandboxTransactions.refundedMinor} + ${input.amountMinor} <= ${sandboxTransactions.amountMinor}`,
            ),
          )
          .returning();
        if (!paid) return undefined;
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({
            reference: input.reference,
            amountMinor: input.amountMinor,
            currency: input.currency,
            merchantNote: input.merchantNote,
          })
          .returning();
        return refund;
      });
    },

    /** A refund by its id, or the newest one of a transaction with this merchant's note. */
    async findRefund(input: {
      id?: number;
      reference: string;
      merchantNote: string;
      since: Date;
    }): Promise<SandboxRefund | undefined> {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(
          input.id !== undefined
            ? eq(sandboxRefunds.id, input.id)
            : and(
                eq(sandboxRefunds.reference, input.reference),
                eq(sandboxRefunds.merchantNote, input.merchantNote),
                gte(sandboxRefunds.createdAt, new Date(input.since.getTime() - 60_000)),
              ),
        )
        .orderBy(desc(sandboxRefunds.id))
        .limit(1);
      return row;
    },
  };
}

export type SandboxLedger = ReturnType<typeof createSandboxLedger>;
