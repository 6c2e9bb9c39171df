import type { PaymentProvider } from '@server/payments/providers/types';
import { PROVIDER_DISPLAY_NAMES } from '@shared/payments';
import { SANDBOX_PUBLIC_KEY, type SandboxLedger } from './ledger';

const REFUND_ID_PREFIX = 'sbx_rf_';
const sandboxRefundId = (id: number) => `${REFUND_ID_PREFIX}${id}`;

/** Where the sandbox's checkout page lives (served by our own server). */
export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';

/**
 * The built-in test provider. It keeps its own ledger like a real provider would and answers
 * verify with that ledger's truth, so the storefront's verification code is the same for both.
 */
export function createSandboxProvider(ledger: SandboxLedger, appUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    displayName: PROVIDER_DISPLAY_NAMES.sandbox,
    publicKey: SANDBOX_PUBLIC_KEY,
    browserCheckout: 'frame',

    async initialize(input) {
      const tx = await ledger.create({
        reference: input.reference,
        amountMinor: input.amountMinor,
        currency: input.currency,
        email: input.email,
        metadata: input.metadata,
      });
      return {
        reference: tx.reference,
        accessCode: tx.accessCode,
        authorizationUrl: `${appUrl}${SANDBOX_CHECKOUT_PATH}?access_code=${encodeURIComponent(tx.accessCode)}`,
      };
    },

    async verify(reference) {
      const tx = await ledger.byReference(reference);
      if (!tx) return { found: false };
      return {
        found: true,
        // Like Paystack, an initialized transaction nobody paid reads as 'abandoned'.
        status: tx.status === '' ? 'abandoned' : tx.status,
        reference: tx.reference,
        amountMinor: tx.amountMinor,
        currency: tx.currency,
        email: tx.email,
        channel: tx.channel,
        paidAt: tx.paidAt,
        transactionId: String(tx.id),
      };
    },

    async refund(input) {
      const row = await ledger.refund({
        reference: input.reference,
        amountMinor: input.amountMinor,
        currency: input.currency,
        merchantNote: input.idempotencyKey,
      });
      if (!row)
        return {
          status: 'failed',
          message: 'The sandbox has no paid transaction left to refund for this reference.',
        };
      return { status: 'refunded', providerRefundId: sandboxRefundId(row.id) };
    },

    async findRefund(input) {
      const id = input.providerRefundId?.startsWith(REFUND_ID_PREFIX)
        ? Number(input.providerRefundId.slice(REFUND_ID_PREFIX.length))
        : undefined;
      const row = await ledger.findRefund({
        id: Number.isInteger(id) ? id : undefined,
        reference: input.reference,
        merchantNote: input.idempotencyKey,
        since: input.since,
      });
      if (!row) return { status: 'absent' };
      return { status: 'refunded', providerRefundId: sandboxRefundId(row.id) };
    },
  };
}
