import { staffOf } from '@server/accounts';
import { errorResponses } from '@server/http/responses';
import { statusChangeSchema } from '@shared/booking-stages';
import {
  bookingEditSchema,
  hostDayQuerySchema,
  hostDaySchema,
  walkInSchema,
} from '@shared/host-day';
import { reservationIdParamsSchema, reservationResponseSchema } from '@shared/reservations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HostService } from './host-service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The host's day view. Thin: parse, call the service, shape. Each read of the
 * day tells `viewed` who has it open (the staff alerts then mail no new booking).
 */
export function hostRoutes(host: HostService, viewed?: (userId: string) => void) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Back office'];
    const config = { permission: 'reservations.manage' as const };

    app.get(
      '/api/admin/reservations/day',
      {
        config,
        schema: {
          tags,
          summary: "One day's tables and bookings (every status) with covers per slot (hosts)",
          querystring: hostDayQuerySchema,
          response: { 200: hostDaySchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        viewed?.(staffOf(request).id);
        return host.day(request.query.date);
      },
    );

    app.post(
      '/api/admin/reservations/:id/status',
      {
        config,
        schema: {
          tags,
          summary:
            'Move a booking along its stages (confirm, decline with a reason, seat, complete, no-show, cancel); 409 names the current status',
          params: reservationIdParamsSchema,
          body: statusChangeSchema,
          response: { 200: reservationResponseSchema, ...errors },
        },
      },
      async (request) => ({
        reservation: await host.changeStatus(request.params.id, request.body),
      }),
    );

    app.patch(
      '/api/admin/reservations/:id',
      {
        config,
        schema: {
          tags,
          summary:
            "Change a held booking's day, time, party or table, re-checked under the day's lock (409 when it does not fit)",
          params: reservationIdParamsSchema,
          body: bookingEditSchema,
          response: { 200: reservationResponseSchema, ...errors },
        },
      },
      async (request) => ({ reservation: await host.edit(request.params.id, request.body) }),
    );

    app.post(
      '/api/admin/reservations/walk-ins',
      {
        config,
        schema: {
          tags,
          summary: 'Seat a walk-in now at a free table (409 when none fits)',
          body: walkInSchema,
          response: { 201: reservationResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ reservation: await host.walkIn(request.body) }),
    );
  };
}
