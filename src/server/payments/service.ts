import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ProviderInfo, paymentTexts } from '../../shared/payments';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { PaymentsConfig } from './config';
import { createPaystackProvider } from './providers/paystack';
import { type PaymentProvider, ProviderError, type VerifiedTransaction } from './providers/types';
import { createPaymentsRepository, type PaymentRow } from './repository';
import { createSandboxLedger, type SandboxLedger } from './sandbox/ledger';
import { createSandboxProvider } from './sandbox/provider';
import type { PaymentLine } from './schema';

export type { PaymentRow } from './repository';

/** Our transaction references: unique, and only characters Paystack allows (-, ., =, alphanumerics). */
export const newPaymentReference = () =>
  `TVP-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

export interface RefundInput {
  paymentId: string;
  amountMinor: number;
  reason?: string;
  /** Same key, same refund: a retry after an unclear failure never pays back twice. */
  idempotencyKey?: string;
}
export interface RefundResult {
  status: 'refunded' | 'pending' | 'failed';
  providerRefundId?: string;
  message?: string;
}

/** Who tells us a transaction settled: the provider's webhook, or the sandbox standing in for it. */
type SettledListener = (reference: string) => Promise<void>;

function toAppError(error: unknown): never {
  if (error instanceof ProviderError) {
    throw new AppError(error.transient ? 'unavailable' : 'payment_failed', error.message);
  }
  throw error;
}

export function createPaymentsService(deps: {
  db: Db;
  appUrl: string;
  settings: PaymentsConfig;
  log: FastifyBaseLogger;
  /** Overrides fetch for the Paystack client (tests). */
  fetch?: typeof fetch;
}) {
  const { db, settings, log } = deps;
  const repo = createPaymentsRepository(db);
  const sandbox: SandboxLedger | null =
    settings.provider === 'sandbox' ? createSandboxLedger(db) : null;
  const provider: PaymentProvider = sandbox
    ? createSandboxProvider(sandbox, deps.appUrl)
    : createPaystackProvider({ ...settings.paystack, fetch: deps.fetch });
  const listeners = new Set<SettledListener>();

  /** Refund bookkeeping shared by the public refund and the refund of a payment we refused. */
  async function refundPayment(
    payment: PaymentRow,
    amountMinor: number,
    capMinor: number,
    reason: string | null,
    idempotencyKey?: string,
  ): Promise<RefundResult> {
    const reserved = await repo.reserveRefund({
      paymentId: payment.id,
      amountMinor,
      capMinor,
      currency: payment.currency,
      reason,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (reserved === 'too_large') return { status: 'failed', message: paymentTexts.refundTooLarge };
    if ('replayOf' in reserved) {
      // Already refunded (or under way) for this key: report it, never ask the provider again.
      const earlier = reserved.replayOf;
      return {
        status: earlier.status === 'refunded' ? 'refunded' : 'pending',
        providerRefundId: earlier.providerRefundId ?? undefined,
      };
    }
    let outcome: RefundResult;
    try {
      outcome = await provider.refund({
        reference: payment.reference,
        amountMinor,
        currency: payment.currency,
        reason: reason ?? undefined,
      });
    } catch (error) {
      outcome = {
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      };
    }
    await repo.settleRefund(reserved.id, outcome);
    if (outcome.status === 'failed') {
      log.error(
        { reference: payment.reference, refundId: reserved.id, message: outcome.message },
        'refund failed',
      );
    }
    return outcome;
  }

  return {
    /** The sandbox's ledger when it is the active provider (its checkout routes need it). */
    sandbox,

    providerInfo(): ProviderInfo {
      return {
        name: provider.name,
        displayName: provider.displayName,
        publicKey: provider.publicKey,
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
    releaseReceipts: repo.releaseReceipts,

    /**
     * Gives money back on a successful payment (the orders domain calls it when an order is
     * canceled). Never more than what is left of the payment; every refund is recorded.
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        return { status: 'failed', message: paymentTexts.refundAmountInvalid };
      }
      const payment = await repo.findById(input.paymentId);
      if (payment?.status !== 'successful')
        return { status: 'failed', message: paymentTexts.refundNotPaid };
      return refundPayment(
        payment,
        input.amountMinor,
        payment.amountMinor,
        input.reason ?? null,
        input.idempotencyKey,
      );
    },

    /** Returns what the provider took for a payment we refused to record (wrong amount, cart changed). */
    refundRefused(payment: PaymentRow, paidMinor: number, reason: string) {
      return refundPayment(payment, paidMinor, paidMinor, reason);
    },

    onSettled(listener: SettledListener) {
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
