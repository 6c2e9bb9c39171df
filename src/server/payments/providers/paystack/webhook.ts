import { AppError } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import type { RefundNotice, SettledNotice } from '@server/payments/providers/types';
import { paymentTexts } from '@shared/payments';
import { okSchema } from '@shared/schemas/auth';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidPaystackSignature } from './signature';

export const PAYSTACK_WEBHOOK_PATH = '/api/payments/webhook/paystack';

const webhookEvent = z.object({
  event: z.string(),
  data: z
    .object({
      reference: z.string().min(1).max(100).optional(),
      // refund.* events: the refund's id and the transaction it gives back on (an odd value is
      // ignored rather than refused: other events carry fields of the same names).
      id: z
        .union([z.number(), z.string().min(1).max(100)])
        .optional()
        .catch(undefined),
      transaction_reference: z.string().min(1).max(100).optional().catch(undefined),
    })
    .passthrough(),
});

const REFUND_EVENTS = new Set([
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
]);

/**
 * Runs what a notice asks. A definitive answer (the provider refused to confirm, e.g. verify
 * answering 200 with status false) is acknowledged: resending the notice would get the same
 * answer forever. Only a failure that may pass (provider or database down) escapes, as 5xx.
 */
async function acknowledgeDefinitive(
  log: FastifyBaseLogger,
  event: string,
  work: () => Promise<void>,
) {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError && error.code !== 'unavailable' && error.code !== 'internal') {
      log.warn({ event, message: error.message }, 'paystack webhook acknowledged, not applied');
      return;
    }
    throw error;
  }
}

/**
 * Paystack's webhook: charge.success (record the payment) and refund.* (reconcile that refund,
 * asking Paystack rather than trusting the body). The signature is checked against the raw bytes before anything else (no
 * JSON parsing, no database), so only this route gets a raw-body parser. Paystack retries until it
 * gets a 2xx: a refusal we are sure of is acknowledged; a failure that may pass (database or
 * provider down) answers 5xx so the notice comes again. Paystack's servers call it, carrying
 * their own proof (the signature) instead of our session: it is exempt from the CSRF check.
 */
export function registerPaystackWebhook(
  root: FastifyInstance,
  secretKey: string,
  settled: SettledNotice,
  refundChanged: RefundNotice,
) {
  return root.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    child.withTypeProvider<ZodTypeProvider>().post(
      PAYSTACK_WEBHOOK_PATH,
      {
        config: { csrfExempt: true },
        schema: {
          tags: ['Payments'],
          summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body)',
          response: {
            200: okSchema,
            ...errorResponses(400, 401, 503),
          },
        },
      },
      async (request) => {
        const raw = request.body;
        if (
          !Buffer.isBuffer(raw) ||
          !isValidPaystackSignature(raw, request.headers['x-paystack-signature'], secretKey)
        ) {
          throw new AppError('unauthorized', paymentTexts.badSignature);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('invalid', 'The webhook body is not valid JSON.');
        }
        const notice = webhookEvent.safeParse(json);
        if (!notice.success) throw new AppError('invalid', 'Unexpected webhook body.');
        const { event, data } = notice.data;
        const reference = data.reference;
        if (event === 'charge.success' && reference) {
          await acknowledgeDefinitive(request.log, event, () => settled(reference));
        } else if (
          REFUND_EVENTS.has(event) &&
          (data.id !== undefined || data.transaction_reference)
        ) {
          await acknowledgeDefinitive(request.log, event, () =>
            refundChanged({
              providerRefundId: data.id === undefined ? undefined : String(data.id),
              reference: data.transaction_reference,
            }),
          );
        } else {
          request.log.info({ event: notice.data.event }, 'paystack webhook event ignored');
        }
        return { ok: true as const };
      },
    );
  });
}
