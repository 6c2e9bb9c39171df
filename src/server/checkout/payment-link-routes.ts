import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { startedPaymentSchema } from '@shared/checkout';
import { orderIdParamsSchema } from '@shared/orders';
import {
  payLinkPaymentParamsSchema,
  payLinkPaymentResponseSchema,
  payLinkResponseSchema,
  payTokenParamsSchema,
  resendPaymentLinkResponseSchema,
} from '@shared/payment-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CheckoutService } from './service';

const errors = errorResponses(400, 402, 404, 409, 410, 429, 503);
/** Each start asks the provider: plenty for a diner retrying a card, not for a script. */
const START_LIMIT = { limit: 30, windowMs: 3600_000 };
const noStore = { 'cache-control': 'no-store' };

/**
 * Card payment links: the diner's pay page (public: the signed token is the
 * key, no sign-in) and staff's "Resend payment link" (the permission of "Mark paid").
 */
export function paymentLinkRoutes(service: CheckoutService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Payment links'];

    app.get(
      '/api/pay/:token',
      {
        schema: {
          tags,
          summary:
            'The order a card payment link pays for: lines, total and whether it is unpaid, paid or canceled (404 unknown link, 410 expired)',
          params: payTokenParamsSchema,
          response: { 200: payLinkResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return { order: await service.payLinkView(request.params.token) };
      },
    );

    app.post(
      '/api/pay/:token/payments',
      {
        schema: {
          tags,
          summary:
            "Start a card payment of exactly the order's total with the active provider (409 once paid or canceled)",
          params: payTokenParamsSchema,
          response: { 201: startedPaymentSchema, ...errors },
        },
        preHandler: rateLimit({
          limiter,
          rule: START_LIMIT,
          key: (request) => `paylink:start:${request.ip}`,
          message: 'Too many payment attempts. Please wait a while and try again.',
        }),
      },
      async (request, reply) =>
        reply.status(201).send(await service.startLinkPayment(request.params.token)),
    );

    app.post(
      '/api/pay/:token/payments/:reference/verify',
      {
        schema: {
          tags,
          summary:
            'Back from the provider: verify the payment and mark the order paid, or refuse and refund it when the order was paid or canceled meanwhile',
          params: payLinkPaymentParamsSchema,
          response: { 200: payLinkPaymentResponseSchema, ...errors },
        },
      },
      async (request) => ({
        payment: await service.confirmLinkPayment(request.params.token, request.params.reference),
      }),
    );

    app.get(
      '/api/pay/:token/payments/:reference',
      {
        schema: {
          tags,
          summary: "One payment of the link's order: its status and, when refused, why",
          params: payLinkPaymentParamsSchema,
          response: { 200: payLinkPaymentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return {
          payment: await service.linkPaymentView(request.params.token, request.params.reference),
        };
      },
    );

    app.post(
      '/api/admin/orders/:orderId/payment-link',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags: ['Back office'],
          summary:
            'Mail the card payment link of an unpaid phone order again (a fresh link; 409 once paid or canceled) (admins)',
          params: orderIdParamsSchema,
          response: {
            200: resendPaymentLinkResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => service.resendPaymentLink(request.params.orderId),
    );
  };
}
