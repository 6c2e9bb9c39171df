import { errorResponses } from '@server/http/responses';
import { auditPageSchema, auditQuerySchema } from '@shared/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditService } from './service';

/** The owner's read of the audit log; there is no route that writes, changes or deletes it. */
export function auditRoutes(service: AuditService) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/audit',
      {
        config: { permission: 'audit.view' },
        schema: {
          tags: ['Back office'],
          summary:
            'The audit log: staff changes newest first, 50 per page, by kind, person and days (admins)',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.list(request.query);
      },
    );
  };
}
