import {
  type PaymentProvider,
  ProviderError,
  type VerifiedTransaction,
} from '@server/payments/providers/types';
import { type BrowserCheckout, PROVIDER_DISPLAY_NAMES, paymentTexts } from '@shared/payments';
import { z } from 'zod';
import { findPaystackRefund, refundStatusOf } from './refund-lookup';

/**
 * Paystack's REST API (shared/contracts/paystack-openapi.yaml): POST /transaction/initialize,
 * GET /transaction/verify/{reference}, POST /refund, GET /refund/{id} and GET /refund,
 * authenticated with the secret key.
 */

/** How long one call may take before its answer counts as lost. */
export const PAYSTACK_TIMEOUT_MS = 10_000;

// Only the fields we rely on; the contract test checks they exist in the published description.
const envelope = z.object({ status: z.boolean(), message: z.string().default('') });

const initializeResponse = envelope.extend({
  data: z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
});

const verifyResponse = envelope.extend({
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    channel: z.string().nullish(),
    paid_at: z.string().nullish(),
    customer: z.object({ email: z.string().nullish() }).nullish(),
  }),
});

const refundResponse = envelope.extend({
  data: z.object({ id: z.union([z.number(), z.string()]), status: z.string() }),
});

/** A date Paystack sent that does not parse is treated as absent, never as an Invalid Date. */
function dateOrNull(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function createPaystackProvider(options: {
  secretKey: string;
  publicKey: string;
  baseUrl: string;
  /** 'popup' (Paystack's inline script) or 'redirect' (its hosted page). */
  checkout: Extract<BrowserCheckout, 'popup' | 'redirect'>;
  fetch?: typeof fetch;
  /** Overrides PAYSTACK_TIMEOUT_MS (tests make lost answers quick). */
  timeoutMs?: number;
}): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? PAYSTACK_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ProviderError(paymentTexts.providerUnavailable, true);
    }
    // A body cut short (the connection dropped, the timeout hit mid-answer) is a lost answer too.
    const json = (await response.json().catch(() => null)) as unknown;
    if (response.status >= 500 || json === null) {
      throw new ProviderError(paymentTexts.providerUnavailable, true);
    }
    return { httpStatus: response.status, json };
  }

  /** A refusal from Paystack carries a message meant for the merchant; pass it on. */
  function refused(json: unknown): never {
    const parsed = envelope.safeParse(json);
    throw new ProviderError(
      parsed.success && parsed.data.message ? parsed.data.message : paymentTexts.providerRefused,
      false,
    );
  }

  return {
    name: 'paystack',
    displayName: PROVIDER_DISPLAY_NAMES.paystack,
    publicKey: options.publicKey,
    browserCheckout: options.checkout,

    async initialize(input) {
      const { json } = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountMinor,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      });
      const parsed = initializeResponse.safeParse(json);
      if (!parsed.success || !parsed.data.status) refused(json);
      return {
        reference: parsed.data.data.reference,
        accessCode: parsed.data.data.access_code,
        authorizationUrl: parsed.data.data.authorization_url,
      };
    },

    async verify(reference): Promise<VerifiedTransaction> {
      const { httpStatus, json } = await call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      if (httpStatus === 404) return { found: false };
      const parsed = verifyResponse.safeParse(json);
      if (!parsed.success || !parsed.data.status) {
        // Paystack answers an unknown reference with status false ("Transaction reference not found").
        if (httpStatus === 400 || httpStatus === 404) return { found: false };
        refused(json);
      }
      const d = parsed.data.data;
      return {
        found: true,
        status: d.status,
        reference: d.reference,
        amountMinor: d.amount,
        currency: d.currency,
        email: d.customer?.email ?? null,
        channel: d.channel ?? null,
        paidAt: dateOrNull(d.paid_at),
        transactionId: String(d.id),
      };
    },

    async refund(input) {
      // Paystack takes no idempotency header: our key goes in merchant_note, where findRefund
      // looks for it; the human reason goes to the diner in customer_note.
      const { json } = await call('POST', '/refund', {
        transaction: input.reference,
        amount: input.amountMinor,
        currency: input.currency,
        merchant_note: input.idempotencyKey,
        ...(input.reason ? { customer_note: input.reason } : {}),
      });
      const parsed = refundResponse.safeParse(json);
      if (!parsed.success || !parsed.data.status) {
        const message = envelope.safeParse(json);
        return {
          status: 'failed',
          message:
            message.success && message.data.message
              ? message.data.message
              : paymentTexts.providerRefused,
        };
      }
      return {
        status: refundStatusOf(parsed.data.data.status),
        providerRefundId: String(parsed.data.data.id),
        message: parsed.data.message,
      };
    },

    findRefund: (input) => findPaystackRefund((method, path) => call(method, path), input),
  };
}
