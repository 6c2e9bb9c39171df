import { errorResponses } from '@server/http/responses';
import { reservationIdParamsSchema, reservationResponseSchema } from '@shared/reservations';
import {
  moveTableInputSchema,
  tableIdParamsSchema,
  tableInputSchema,
  tableListSchema,
  tableResponseSchema,
} from '@shared/tables';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReservationsService } from './service';
import type { TablesService } from './tables-service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The owner's tables: hosts see them (to move a booking), the settings editors
 * change them. Thin: parse, call the service, shape.
 */
export function tablesRoutes(reservations: ReservationsService, tables: TablesService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Back office'];

    app.get(
      '/api/admin/tables',
      {
        config: { permission: 'reservations.manage' },
        schema: {
          tags,
          summary: "The restaurant's tables, by area then name",
          response: { 200: tableListSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { tables: await tables.list() };
      },
    );

    app.post(
      '/api/admin/tables',
      {
        config: { permission: 'settings.edit' },
        schema: {
          tags,
          summary: 'Add a table (409 when the name is taken)',
          body: tableInputSchema,
          response: { 201: tableResponseSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send({ table: await tables.add(request.body) }),
    );

    app.put(
      '/api/admin/tables/:id',
      {
        config: { permission: 'settings.edit' },
        schema: {
          tags,
          summary: 'Change a table: name, seats, area, neighbours',
          params: tableIdParamsSchema,
          body: tableInputSchema,
          response: { 200: tableResponseSchema, ...errors },
        },
      },
      async (request) => ({ table: await tables.update(request.params.id, request.body) }),
    );

    app.delete(
      '/api/admin/tables/:id',
      {
        config: { permission: 'settings.edit' },
        schema: {
          tags,
          summary: 'Remove a table (409 while upcoming bookings sit at it)',
          params: tableIdParamsSchema,
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await tables.remove(request.params.id, reservations.today());
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/reservations/:id/table',
      {
        config: { permission: 'reservations.manage' },
        schema: {
          tags,
          summary: 'Move a held booking to another table (re-checked; 409 when it is taken)',
          params: reservationIdParamsSchema,
          body: moveTableInputSchema,
          response: { 200: reservationResponseSchema, ...errors },
        },
      },
      async (request) => ({
        reservation: await tables.move(request.params.id, request.body.tableId),
      }),
    );
  };
}
