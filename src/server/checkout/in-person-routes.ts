import { requireCustomer } from '@server/accounts';
import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { startPaymentSchema } from '@shared/checkout';
import { paymentOptionsSchema } from '@shared/checkout-payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutService } from './service';

const placedSchema = z.object({ orderId: z.string(), number: z.number().int() });

/** An order placed without paying is cheap to ask for: a diner gets plenty, a script does not. */
const PLACE_LIMIT = { limit: 30, windowMs: 3600_000 };

/** Paying in person (at pickup or on delivery): what the owner allows, and placing the order. */
export function inPersonRoutes(checkout: CheckoutService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Checkout'];
    app.get(
      '/api/checkout/payment-options',
      {
        schema: {
          tags,
          summary: 'Which in-person payments (at pickup, on delivery) the restaurant allows now',
          response: { 200: paymentOptionsSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return checkout.paymentOptions();
      },
    );
    app.post(
      '/api/checkout/orders',
      {
        schema: {
          tags,
          summary:
            'Place the current cart as an order paid at pickup or on delivery: recorded unpaid until staff mark it paid',
          body: startPaymentSchema,
          response: { 201: placedSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
        preHandler: rateLimit({
          limiter,
          rule: PLACE_LIMIT,
          key: (request) => `checkout:in-person:${requireCustomer(request).id}`,
          message: 'Too many orders at once. Please wait a while and try again.',
        }),
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        return reply.status(201).send(await checkout.placeInPersonOrder(user, request.body));
      },
    );
  };
}
