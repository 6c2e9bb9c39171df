import { requireCustomer } from '@server/accounts';
import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { startedPaymentSchema } from '@shared/checkout';
import {
  depositParamsSchema,
  depositPaymentParamsSchema,
  depositPaymentResponseSchema,
} from '@shared/deposit-payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CheckoutService } from './service';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 429, 503);
/** Each start asks the provider: plenty for a diner retrying a card, not for a script. */
const START_LIMIT = { limit: 30, windowMs: 3600_000 };

/**
 * Booking deposits: the diner pays the deposit of their own booking waiting for
 * it through the active provider, and the server verifies it. Customers only, like booking.
 */
export function depositRoutes(service: CheckoutService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Reservations'];

    app.post(
      '/api/reservations/:id/deposit',
      {
        schema: {
          tags,
          summary:
            "Start the card payment of your booking's deposit while its table is held (409 once paid, released or ended)",
          params: depositParamsSchema,
          response: { 201: startedPaymentSchema, ...errors },
        },
        preHandler: rateLimit({
          limiter,
          rule: START_LIMIT,
          key: (request) => `deposit:start:${requireCustomer(request).id}`,
          message: 'Too many payment attempts. Please wait a while and try again.',
        }),
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        return reply.status(201).send(await service.startDepositPayment(user, request.params.id));
      },
    );

    app.post(
      '/api/reservations/:id/deposit/:reference/verify',
      {
        schema: {
          tags,
          summary:
            'Back from the provider: verify the deposit and book the table, or refuse and refund it when the hold ended meanwhile',
          params: depositPaymentParamsSchema,
          response: { 200: depositPaymentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        const { id, reference } = request.params;
        return service.confirmDepositPayment(user, id, reference);
      },
    );

    app.get(
      '/api/reservations/:id/deposit/:reference',
      {
        schema: {
          tags,
          summary: "One payment of your booking's deposit: its status and, when refused, why",
          params: depositPaymentParamsSchema,
          response: { 200: depositPaymentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return service.depositPaymentView(user, request.params.id, request.params.reference);
      },
    );
  };
}
