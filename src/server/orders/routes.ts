import { requireCustomer } from '@server/accounts';
import { type EventStreams, streamQuerySchema, streamResponse } from '@server/http/event-stream';
import { errorResponses } from '@server/http/responses';
import {
  ORDER_STREAM_EVENT,
  orderIdParamsSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderResponseSchema,
} from '@shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrdersService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Thin HTTP layer of the diner's orders: guards, validation and shapes; rules live in the service. */
export function ordersRoutes(service: OrdersService, streams: EventStreams) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Orders'];

    app.addHook('onReady', async () => {
      service.startRefundRetries();
      service.startScheduleSweep();
    });
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => {
      service.stopRefundRetries();
      service.stopScheduleSweep();
      await service.idle();
    });

    app.get(
      '/api/orders/present',
      {
        schema: {
          tags,
          summary:
            "The signed-in customer's paid orders that are not canceled (delivered ones marked), newest first, 4 per page",
          querystring: orderPageQuerySchema,
          response: { 200: orderPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return service.listPresent(user, request.query.cursor);
      },
    );

    app.get(
      '/api/orders/past',
      {
        schema: {
          tags,
          summary:
            "The signed-in customer's delivered and canceled orders (with the refund state), 4 per page",
          querystring: orderPageQuerySchema,
          response: { 200: orderPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return service.listPast(user, request.query.cursor);
      },
    );

    app.post(
      '/api/orders/:orderId/cancel',
      {
        schema: {
          tags,
          summary:
            'Cancel one of your own paid orders before delivery; its price is refunded (refundStatus tells how far the refund got)',
          params: orderIdParamsSchema,
          response: { 200: orderResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        return { order: await service.cancel(user, request.params.orderId) };
      },
    );

    app.get(
      '/api/orders/events',
      {
        schema: {
          tags,
          summary:
            "Server-sent events: changes of the signed-in customer's own orders (delivered, canceled, refunded, paid)",
          querystring: streamQuerySchema,
          produces: ['text/event-stream'],
          response: { ...streamResponse, ...errors, ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        await streams.open(request, reply, service, (event) =>
          event.userId === user.id
            ? { event: ORDER_STREAM_EVENT, data: { type: event.type, orderIds: event.orderIds } }
            : null,
        );
        return reply;
      },
    );
  };
}
