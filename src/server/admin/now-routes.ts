import { errorResponses } from '@server/http/responses';
import type { OrdersService } from '@server/orders';
import type { ReservationsService } from '@server/reservations';
import { nowBookingsSchema, nowOrdersSchema } from '@shared/customers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['Back office'];
const errors = errorResponses(401, 403);

/**
 * The dashboard's "Now" panel, in two halves so each role reads only its own:
 * the orders half for whoever watches orders (owner, manager, kitchen), the bookings half for
 * whoever manages reservations (owner, manager, host). Bounded counts on indexes, no list.
 */
export function nowRoutes(
  orders: Pick<OrdersService, 'customers'>,
  reservations: Pick<ReservationsService, 'now'>,
  clock: () => Date = () => new Date(),
) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/now/orders',
      {
        config: { permission: 'orders.watch' },
        schema: {
          tags,
          summary:
            'New orders waiting to be accepted, and orders late against their estimate (admins)',
          response: { 200: nowOrdersSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return orders.customers.now(clock());
      },
    );

    app.get(
      '/api/admin/now/bookings',
      {
        config: { permission: 'reservations.manage' },
        schema: {
          tags,
          summary: "Bookings to confirm and tonight's covers, on the restaurant's day (admins)",
          response: { 200: nowBookingsSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return reservations.now();
      },
    );
  };
}
