import { AppError } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import type { SettledNotice } from '@server/payments/providers/types';
import { paymentTexts } from '@shared/payments';
import { okSchema } from '@shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidPaystackSignature } from './signature';

export const PAYSTACK_WEBHOOK_PATH = '/api/payments/webhook/paystack';

const webhookEvent = z.object({
  event: z.string(),
  data: z.object({ reference: z.string().min(1).max(100).optional() }).passthrough(),
});

/**
 * Paystack's webhook. The signature is checked against the raw bytes before anything else (no
 * JSON parsing, no database), so only this route gets a raw-body parser. Paystack retries until it
 * gets a 2xx: a refusal we are sure of is acknowledged; a failure that may pass (database or
 * provider down) answers 5xx so the notice comes again. Paystack's servers call it, carrying
 * their own proof (the signature) instead of our session: it is exempt from the CSRF check.
 */
export function registerPaystackWebhook(
  root: FastifyInstance,
  secretKey: string,
  settled: SettledNotice,
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
        const reference = notice.data.data.reference;
        if (notice.data.event === 'charge.success' && reference) {
          await settled(reference);
        } else {
          request.log.info({ event: notice.data.event }, 'paystack webhook event ignored');
        }
        return { ok: true as const };
      },
    );
  });
}
