import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { ProviderInfo } from '@shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import {
  type PaymentProvider,
  ProviderError,
  type SettledNotice,
  type VerifiedTransaction,
} from './providers/types';
import { createRefunds } from './refunds';
import { createPaymentsRepository } from './repository';
import type { PaymentLine } from './schema';

export type { RefundInput, RefundResult } from './refunds';
export { refundRetryDelayMs, refusedRefundKey } from './refunds';
export type { PaymentRow } from './repository';

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
  const refunds = createRefunds({ repo, provider, log: deps.log });
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
      userId: string;
      email: string;
      customerName: string;
      amountMinor: number;
      currency: string;
      deliveryAddress: string;
      deliveryPhone: string;
      deliveryOption: string;
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
          metadata: { paymentId: payment.id, userId: payment.userId },
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

    refund: refunds.refund,
    reject: refunds.reject,
    retryOwedRefunds: refunds.retryOwedRefunds,

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
