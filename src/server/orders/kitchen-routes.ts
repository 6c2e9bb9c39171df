import { staffOf } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import {
  kitchenBoardSchema,
  kitchenTicketResponseSchema,
  transitionBodySchema,
} from '@shared/kitchen';
import { orderIdParamsSchema } from '@shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrdersService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The kitchen board and the stage steps. Thin: a guard, one call to the
 * stage service, the shape. Live changes reach the board on /api/admin/events (`order.stage`).
 */
export function kitchenRoutes(service: OrdersService, timeZone: string) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Kitchen'];

    app.get(
      '/api/admin/kitchen',
      {
        config: { permission: 'kitchen.board' },
        schema: {
          tags,
          summary: 'Every active order as a kitchen ticket, oldest first (admins)',
          response: { 200: kitchenBoardSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          tickets: await service.kitchenBoard(),
          timeZone,
          now: new Date().toISOString(),
        };
      },
    );

    app.get(
      '/api/admin/kitchen/:orderId',
      {
        config: { permission: 'kitchen.board' },
        schema: {
          tags,
          summary: 'One ticket of the board; null once the order left it (admins)',
          params: orderIdParamsSchema,
          response: { 200: kitchenTicketResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { ticket: await service.kitchenTicket(request.params.orderId) };
      },
    );

    app.post(
      '/api/admin/orders/:orderId/transition',
      {
        config: { permission: 'kitchen.board' },
        schema: {
          tags,
          summary:
            'Move an order one stage on (accept with an estimate; reject/cancel with a reason and a full refund). 409 when the stage does not allow it (admins)',
          params: orderIdParamsSchema,
          body: transitionBodySchema,
          response: { 200: kitchenTicketResponseSchema, ...errors },
        },
      },
      async (request) => {
        const admin = staffOf(request);
        const { action, estimate, reason } = request.body;
        await service.transition({
          orderId: request.params.orderId,
          action,
          actor: { kind: 'staff', userId: admin.id },
          estimate,
          reason,
        });
        return { ticket: await service.kitchenTicket(request.params.orderId) };
      },
    );

    app.post(
      '/api/admin/orders/:orderId/acknowledge',
      {
        config: { permission: 'kitchen.board' },
        schema: {
          tags,
          summary: 'Acknowledge a new ticket: its highlight clears on every board (admins)',
          params: orderIdParamsSchema,
          response: { 200: kitchenTicketResponseSchema, ...errors },
        },
      },
      async (request) => {
        const admin = staffOf(request);
        await service.acknowledge(admin, request.params.orderId);
        return { ticket: await service.kitchenTicket(request.params.orderId) };
      },
    );
  };
}
