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

export interface ProviderRefund {
  status: 'refunded' | 'pending' | 'failed';
  providerRefundId?: string;
  message?: string;
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
  refund(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    reason?: string;
  }): Promise<ProviderRefund>;
}

/** The provider says a transaction settled (its webhook, or the sandbox standing in for one). */
export type SettledNotice = (reference: string) => Promise<void>;

/**
 * The active provider as the payments domain plugs it in: the provider itself, and its own HTTP
 * routes (webhook, hosted test checkout...), which report settled transactions through `settled`.
 */
export interface ProviderPlugin {
  provider: PaymentProvider;
  registerRoutes(app: FastifyInstance, settled: SettledNotice): Promise<void>;
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
