import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { ProviderInfo } from '@shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import { paymentsNeedingAttention, refundsNeedingAttention } from './attention';
import { createLatePaymentsRepository } from './late';
import {
  type PaymentProvider,
  ProviderError,
  type SettledNotice,
  type VerifiedTransaction,
} from './providers/types';
import { createRefundEngine, type RefundSettledListener } from './refund-engine';
import { createRefunds } from './refunds';
import { createRefundsRepository } from './refunds-repository';
import { createPaymentsRepository } from './repository';
import type { PaymentLine } from './schema';

export type {
  Charged,
  RefundInput,
  RefundResult,
  RefundSettledEvent,
  RefundSettledListener,
} from './refunds';
export { REFUND_CHECK_AFTER_MS, refundRetryDelayMs, refusedRefundKey } from './refunds';
export { type Payer, type PaymentRow, paidBy } from './repository';

/** Our transaction references: unique, and only characters Paystack allows (-, ., =, alphanumerics). */
export const newPaymentReference = () =>
  `TVP-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

function toAppError(error: unknown): never {
  if (error instanceof ProviderError) {
    throw new AppError(error.transient ? 'unavailable' : 'payment_failed', error.message);
  }
  throw error;
}

/**
 * Card payments through the active provider, which is only ever reached through its interface:
 * starting a transaction, asking the provider's truth about one, refunds, and settled notices.
 */
export function createPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const { provider } = deps;
  const repo = createPaymentsRepository(deps.db);
  const late = createLatePaymentsRepository(deps.db);
  const refundsRepo = createRefundsRepository(deps.db);
  const engine = createRefundEngine({
    refunds: refundsRepo,
    payments: repo,
    provider,
    log: deps.log,
  });
  const refunds = createRefunds({ repo, refunds: refundsRepo, engine, log: deps.log });
  const listeners = new Set<SettledNotice>();

  return {
    /** The active provider (tests watch its calls). */
    provider,

    providerInfo(): ProviderInfo {
      return {
        name: provider.name,
        displayName: provider.displayName,
        publicKey: provider.publicKey,
        checkout: provider.browserCheckout,
      };
    },

    /**
     * Creates the pending payment (amount, address, delivery and cart lines captured) and opens a
     * transaction for it at the provider. When the provider refuses, the payment ends as failed.
     */
    async start(input: {
      /** The diner's account; null for a payment link's payment, which names its order instead. */
      userId: string | null;
      orderId?: string | null;
      /** A booking deposit's payment: the booking it pays, with the diner's account. */
      reservationId?: string | null;
      /** A guest's checkout: the key of the guest cart it pays for (userId is null then). */
      guestKey?: string | null;
      email: string;
      customerName: string;
      amountMinor: number;
      currency: string;
      deliveryAddress: string;
      /** Delivery: the area or postcode it was priced for and the rider's directions (null: none). */
      deliveryArea?: string | null;
      deliveryDirections?: string | null;
      deliveryPhone: string;
      deliveryOption: string;
      /** Delivery: the zone's travel estimate the diner was shown (null or absent: none). */
      deliveryEstimateMinutes?: number | null;
      /** The diner's note to the restaurant, if any. */
      note?: string | null;
      /** The ready time the diner chose; null or absent = as soon as possible. */
      scheduledFor?: Date | null;
      lines: PaymentLine[];
      callbackUrl: string;
    }) {
      const { callbackUrl, ...fields } = input;
      const payment = await repo.insertPending({
        ...fields,
        reference: newPaymentReference(),
        provider: provider.name,
        method: provider.displayName,
      });
      try {
        const opened = await provider.initialize({
          reference: payment.reference,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          email: payment.email,
          callbackUrl,
          metadata: {
            paymentId: payment.id,
            userId: payment.userId,
            orderId: payment.orderId,
            reservationId: payment.reservationId,
          },
        });
        await repo.setAccessCode(payment.id, opened.accessCode);
        return {
          payment,
          accessCode: opened.accessCode,
          authorizationUrl: opened.authorizationUrl,
        };
      } catch (error) {
        await repo.close(
          payment.id,
          'failed',
          error instanceof Error ? error.message : String(error),
        );
        if (error instanceof AppError) throw error;
        return toAppError(error);
      }
    },

    findByReference: (reference: string, tx?: Db) => repo.findByReference(reference, tx),
    /** A payment link's payments of one order (payment-link pages and tests). */
    findOfOrder: repo.findOfOrder,

    /** What a successful payment charged (kobo), null otherwise: orders refund the fee from it. */
    async paidMinor(paymentId: string): Promise<number | null> {
      const payment = await repo.findById(paymentId);
      return payment?.status === 'successful' ? payment.amountMinor : null;
    },

    /** The provider's truth about a transaction. */
    async askProvider(reference: string): Promise<VerifiedTransaction> {
      try {
        return await provider.verify(reference);
      } catch (error) {
        return toAppError(error);
      }
    },

    claimAsSuccessful: repo.claimAsSuccessful,
    close: repo.close,
    listStalePending: repo.listStalePending,
    markChecked: repo.markChecked,
    listWithoutReceipts: repo.listWithoutReceipts,
    claimReceipts: repo.claimReceipts,
    /** A guest's payment follows its order into an account, in `tx`. */
    joinAccount: repo.joinAccount,

    // Late payments and pending transfers (payments/late.ts).
    claimLateAsSuccessful: late.claimLateAsSuccessful,
    rejectLate: late.rejectLate,
    listRecentlyClosed: late.listRecentlyClosed,
    noteProviderStatus: late.noteProviderStatus,
    listOpenOf: late.listOpenOf,
    /** Late payments and refunds still owed, for the back office's "Needs attention". */
    /** The back office's "Needs attention" items: late payments, owed and unfinished refunds. */
    needingAttention: async (now?: Date) => [
      ...(await paymentsNeedingAttention(late, now)),
      ...refundsNeedingAttention(await refunds.listRefundsNeedingAttention(50, now), now),
    ],

    refund: refunds.refund,
    reject: refunds.reject,
    retryOwedRefunds: refunds.retryOwedRefunds,
    /** The recovery loop's sweep of refunds left open (lost answer, crash, pending). */
    reconcileRefunds: refunds.reconcileRefunds,
    /** The provider's webhook says a refund changed. */
    refundNotice: refunds.refundNotice,
    listRefundsNeedingAttention: refunds.listRefundsNeedingAttention,

    /**
     * Called whenever reconciliation or a webhook changes a refund's status after its first
     * answer (an unknown one found, a pending one processed, failed or needing attention).
     */
    onRefundSettled(listener: RefundSettledListener) {
      return engine.onSettled(listener);
    },

    onSettled(listener: SettledNotice) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The provider says this transaction settled: let checkout verify and record it. */
    async notifySettled(reference: string) {
      for (const listener of listeners) await listener(reference);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
