import { staffOf } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import { orderIdParamsSchema, orderResponseSchema } from '@shared/orders';
import { whenOptionsSchema } from '@shared/scheduled-orders';
import {
  markPaidInputSchema,
  markPaidResponseSchema,
  staffOrderInputSchema,
  staffWhenQuerySchema,
} from '@shared/staff-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CheckoutService } from './service';

/** Orders staff take on the phone or at the counter, and "Mark paid". */
export function staffOrderRoutes(service: CheckoutService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/admin/orders',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags: ['Back office'],
          summary:
            'Place a phone or counter order: dishes with their choices, the customer, pickup or delivery (zone fee as at checkout), as soon as possible or at an offered slot, paid at the counter or on delivery (recorded unpaid until marked paid) or by a mailed card payment link. ASAP while online orders would refuse it (closed, paused, full) is a 409 with fields.takeAnyway unless takeAnyway is true (admins)',
          body: staffOrderInputSchema,
          response: { 201: orderResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const order = await service.placeStaffOrder(staffOf(request), request.body);
        reply.code(201);
        return { order };
      },
    );

    app.get(
      '/api/admin/orders/when',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags: ['Back office'],
          summary:
            'When a phone or counter order can be for: "as soon as possible" (or why online orders would refuse it now) and the slots of the next 7 days (admins)',
          querystring: staffWhenQuerySchema,
          response: { 200: whenOptionsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.headers({ 'cache-control': 'no-store' });
        return service.staffWhenOptions(request.query.fulfilment);
      },
    );

    app.post(
      '/api/admin/orders/:orderId/mark-paid',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags: ['Back office'],
          summary:
            'Mark a staff order paid (cash or card terminal); a customer with an e-mail address gets the receipt. Idempotent: a second call changes nothing and answers alreadyPaid; 409 for an online or canceled order (admins)',
          params: orderIdParamsSchema,
          body: markPaidInputSchema,
          response: { 200: markPaidResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        service.markStaffOrderPaid(staffOf(request), request.params.orderId, request.body.method),
    );
  };
}
