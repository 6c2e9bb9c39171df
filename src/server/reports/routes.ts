import { Readable } from 'node:stream';
import type { Db } from '@server/db/client';
import { errorResponses } from '@server/http/responses';
import { reportExportParamsSchema, reportRangeSchema, reportSchema } from '@shared/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRows } from './exports';
import type { ReportsService } from './service';

const errors = errorResponses(400, 401, 403);
const tags = ['Back office'];

/** The reports' HTTP layer: staff with reports.view (the permission guard checks every request). */
export function reportsRoutes(service: ReportsService, db: Db) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/reports',
      {
        config: { permission: 'reports.view' },
        schema: {
          tags,
          summary:
            "Sales, orders, dishes and bookings of a range of the restaurant's days (from/to inclusive, at most 366 days) (admins)",
          querystring: reportRangeSchema,
          response: { 200: reportSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.report(request.query);
      },
    );

    app.get(
      '/api/admin/reports/export/:kind',
      {
        config: { permission: 'reports.view' },
        schema: {
          tags,
          summary:
            'CSV of the orders, order lines, payments and refunds, or reservations of a range, streamed (admins)',
          params: reportExportParamsSchema,
          querystring: reportRangeSchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv, a header line first'), ...errors },
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        const { from, to } = request.query;
        const stream = Readable.from(exportRows(db, service.window(request.query), kind));
        return (
          reply
            .header('cache-control', 'no-store')
            .header('content-type', 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="tavola-${kind}-${from}-to-${to}.csv"`,
            )
            // A stream is piped as it is, never serialized: the 200 schema only documents it.
            .send(stream as unknown as string)
        );
      },
    );
  };
}
