import { requireCustomer } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import {
  orderIdParamsSchema,
  orderNumberParamsSchema,
  orderResponseSchema,
  reorderResponseSchema,
} from '@shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrdersService } from './service';

const errors = errorResponses(400, 401, 403, 404);

/** The diner's order page and "Order again": guards, validation and shapes. */
export function orderPageRoutes(service: OrdersService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Orders'];

    app.get(
      '/api/orders/by-number/:number',
      {
        schema: {
          tags,
          summary:
            "One of the signed-in customer's own orders by its number, with its timeline as the diner sees it",
          params: orderNumberParamsSchema,
          response: { 200: orderResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return { order: await service.byNumber(user, request.params.number) };
      },
    );

    app.post(
      '/api/orders/:orderId/reorder',
      {
        schema: {
          tags,
          summary:
            "Puts one of your own orders' dishes back in your cart (raised up to 99 each); dishes off the menu or unavailable are skipped and named",
          params: orderIdParamsSchema,
          response: { 200: reorderResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        return service.reorder(user, request.params.orderId);
      },
    );
  };
}
