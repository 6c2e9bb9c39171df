import { requireCustomer } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import { whenOptionsSchema } from '@shared/scheduled-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CheckoutService } from './service';

/** The checkout's "When" section: its own file beside checkout's routes. */
export function scheduleRoutes(checkout: CheckoutService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/checkout/when',
      {
        schema: {
          tags: ['Checkout'],
          summary:
            'When the order can be ready: "as soon as possible" (or why not) and the slots of the next 7 days, for the chosen delivery option',
          response: { 200: whenOptionsSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        reply.headers({ 'cache-control': 'no-store' });
        return checkout.whenOptions(requireCustomer(request));
      },
    );
  };
}
