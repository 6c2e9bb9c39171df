import { staffOf } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import { orderIdParamsSchema } from '@shared/orders';
import { markPaidInputSchema, markPaidResponseSchema } from '@shared/staff-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrdersService } from './service';

/** Staff orders paid at the counter or on delivery (issue 19 item 3): "Mark paid". */
export function paymentRoutes(service: OrdersService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/admin/orders/:orderId/mark-paid',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags: ['Back office'],
          summary:
            'Mark a staff order paid (cash or card terminal). Idempotent: a second call changes nothing and answers alreadyPaid; 409 for an online or canceled order (admins)',
          params: orderIdParamsSchema,
          body: markPaidInputSchema,
          response: { 200: markPaidResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        service.markPaid(staffOf(request), request.params.orderId, request.body.method),
    );
  };
}
