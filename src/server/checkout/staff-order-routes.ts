import { staffOf } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import { orderResponseSchema } from '@shared/orders';
import { staffOrderInputSchema } from '@shared/staff-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CheckoutService } from './service';

/** Orders staff take on the phone or at the counter (issue 19 item 3). */
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
            'Place a phone or counter order: dishes with their choices, the customer, pickup or delivery (zone fee as at checkout), paid at the counter or on delivery (recorded unpaid until marked paid) (admins)',
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
  };
}
