import type { BrowserCheckout, PaymentProviderName } from '@shared/payments';
import type { FastifyInstance } from 'fastify';

/** What a provider answers when asked about a transaction by reference. */
export type VerifiedTransaction =
  | { found: false }
  | {
      found: true;
      /** The provider's status: 'success', 'failed', 'abandoned', 'pending', 'ongoing', 'reversed'... */
      status: string;
      reference: string;
      amountMinor: number;
      currency: string;
      email: string | null;
      channel: string | null;
      paidAt: Date | null;
      /** The provider's own id of the transaction. */
      transactionId: string;
    };

export interface InitializedTransaction {
  reference: string;
  accessCode: string;
  authorizationUrl: string | null;
}

/**
 * A refund as the provider describes it: paid back, on its way, waiting for the diner's account
 * details (Paystack's `needs-attention`), or refused / failed (no money moved).
 */
export interface ProviderRefund {
  status: 'refunded' | 'pending' | 'needs_attention' | 'failed';
  providerRefundId?: string;
  message?: string;
}

/** What `findRefund` answers when the provider clearly has no such refund. */
export interface AbsentRefund {
  status: 'absent';
}

/**
 * What `findRefund` answers when it cannot tell: an entry it cannot read, or a list it could not
 * read to its end. The refund may exist, so it is looked up again later and never sent again;
 * `providerRefundId` when the provider's id of it was readable (the next look asks for it).
 */
export interface UnknownRefund {
  status: 'unknown';
  providerRefundId?: string;
}

/**
 * One payment provider behind the storefront. Every call goes from our server to the provider;
 * the browser only ever opens the provider's checkout with the access code we got here.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly displayName: string;
  readonly publicKey: string;
  /** How the browser opens this provider's checkout (told to it with the started payment). */
  readonly browserCheckout: BrowserCheckout;
  initialize(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    email: string;
    callbackUrl: string;
    metadata: Record<string, unknown>;
  }): Promise<InitializedTransaction>;
  verify(reference: string): Promise<VerifiedTransaction>;
  /**
   * Asks for a refund. A definitive refusal answers `failed`; an answer that never came (timeout,
   * network, 5xx) throws a transient ProviderError: the refund may or may not exist, so it is looked
   * up with `findRefund` before anything is sent again. `idempotencyKey` travels with the refund
   * (Paystack: in merchant_note) so it can be found.
   */
  refund(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    reason?: string;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
  /**
   * The provider's refund made under `idempotencyKey` (our key, unique: it alone identifies the
   * refund), by id when known, created at or after `since`; `absent` only when the provider's
   * whole answer was read and none carries the key; `unknown` (or a throw) when it cannot tell.
   */
  findRefund(input: {
    reference: string;
    idempotencyKey: string;
    providerRefundId?: string;
    since: Date;
  }): Promise<ProviderRefund | AbsentRefund | UnknownRefund>;
}

/** The provider says a transaction settled (its webhook, or the sandbox standing in for one). */
export type SettledNotice = (reference: string) => Promise<void>;

/** The provider says one of our refunds changed (Paystack's refund.* webhooks): reconcile it. */
export type RefundNotice = (refund: {
  providerRefundId?: string;
  reference?: string;
}) => Promise<void>;

/**
 * The active provider as the payments domain plugs it in: the provider itself, and its own HTTP
 * routes (webhook, hosted test checkout...), which report settled transactions through `settled`.
 */
export interface ProviderPlugin {
  provider: PaymentProvider;
  registerRoutes(
    app: FastifyInstance,
    settled: SettledNotice,
    refundChanged: RefundNotice,
  ): Promise<void>;
}

/** A provider call that failed for a reason the diner may see (e.g. the provider refused it). */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** True when retrying later may work (network down, 5xx); false when the request itself was refused. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
