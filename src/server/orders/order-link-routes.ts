import { requireCustomer } from '@server/accounts';
import type { EventStreams } from '@server/http/event-stream';
import { streamQuerySchema, streamResponse } from '@server/http/event-stream';
import { errorResponses } from '@server/http/responses';
import {
  orderJoinResponseSchema,
  orderLinkParamsSchema,
  orderLinkResponseSchema,
  orderLinkTexts,
} from '@shared/order-links';
import { ORDER_STREAM_EVENT } from '@shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrdersService } from './service';

const errors = errorResponses(400, 404);

/**
 * The order page of a receipt's link: the order and its live status with no
 * sign-in, authorized by the signed token alone. `streams` has no session owner (the per-address
 * caps only), like the public menu's.
 */
export function orderLinkRoutes(service: OrdersService, streams: EventStreams) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Orders'];

    app.get(
      '/api/orders/by-link/:token',
      {
        schema: {
          tags,
          summary:
            "An order by its receipt's signed link, with its choices and timeline, and whether it may join an account here (no sign-in; a forged or other-purpose token is 404)",
          params: orderLinkParamsSchema,
          response: { 200: orderLinkResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return service.byLink(request.params.token);
      },
    );

    app.post(
      '/api/orders/by-link/:token/join',
      {
        schema: {
          tags,
          summary:
            "A guest's order joins the signed-in diner's account: its receipt's mailed link proves the right to it (once; another account's order is 409)",
          params: orderLinkParamsSchema,
          response: { 200: orderJoinResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        const { outcome } = await service.joinAccount(user, request.params.token);
        return {
          ok: true as const,
          message: outcome === 'joined' ? orderLinkTexts.joined : orderLinkTexts.alreadyYours,
        };
      },
    );

    app.get(
      '/api/orders/by-link/:token/events',
      {
        schema: {
          tags,
          summary: "Server-sent events: changes of the order a receipt's signed link names",
          params: orderLinkParamsSchema,
          querystring: streamQuerySchema,
          produces: ['text/event-stream'],
          response: { ...streamResponse, ...errors, ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        const orderId = service.orderIdOfLink(request.params.token);
        await streams.open(request, reply, service, (event) =>
          event.orderIds.includes(orderId)
            ? { event: ORDER_STREAM_EVENT, data: { type: event.type, orderIds: [orderId] } }
            : null,
        );
        return reply;
      },
    );
  };
}
