import { errorResponses } from '@server/http/responses';
import {
  customerBookingsSchema,
  customerDetailSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerOrdersSchema,
  customerPageSchema,
  customersQuerySchema,
} from '@shared/customers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CustomersService } from './service';

const tags = ['Back office'];
const config = { permission: 'customers.view' } as const;

/** The customers' HTTP layer: staff with customers.view (personal data: owner and manager). */
export function customersRoutes(service: CustomersService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/customers',
      {
        config,
        schema: {
          tags,
          summary:
            'Customers who ordered, most recent first, with orders, spent and last order; search by the start of a name, e-mail or phone (admins)',
          querystring: customersQuerySchema,
          response: { 200: customerPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/admin/customers/:id',
      {
        config,
        schema: {
          tags,
          summary: "A customer's contact and figures (admins)",
          params: customerIdParamsSchema,
          response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.detail(request.params.id),
    );

    app.get(
      '/api/admin/customers/:id/orders',
      {
        config,
        schema: {
          tags,
          summary: "A customer's orders, newest first (admins)",
          params: customerIdParamsSchema,
          querystring: customerListQuerySchema,
          response: { 200: customerOrdersSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.orders(request.params.id, request.query.cursor),
    );

    app.get(
      '/api/admin/customers/:id/bookings',
      {
        config,
        schema: {
          tags,
          summary: "A customer's bookings, upcoming first (admins)",
          params: customerIdParamsSchema,
          querystring: customerListQuerySchema,
          response: { 200: customerBookingsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.bookings(request.params.id, request.query.cursor),
    );
  };
}
