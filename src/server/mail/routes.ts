import type { Db } from '@server/db/client';
import { errorResponses } from '@server/http/responses';
import { can } from '@shared/permissions';
import type { PublicUser } from '@shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMails } from './service';

const mailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export interface DevMailboxAccess {
  /** The server listens on loopback only (HOST=127.0.0.1): whoever reaches it is on this machine. */
  loopbackOnly: boolean;
  /** The signed-in user of a request, read from its session cookie (pages have no request.user). */
  userOf: (request: FastifyRequest) => Promise<PublicUser | null>;
}

/**
 * The dev mailbox: every mail the outbox holds, password-reset links included. Registered only
 * outside production, and even there it answers (page and API) only when the server listens on
 * loopback only, or to a signed-in admin; anyone else gets the plain 404 of an unknown path.
 * Both are routes, so every spelling the router accepts (/DEV/Mailbox/) meets the same check.
 */
export function devMailboxRoutes(db: Db, access: DevMailboxAccess) {
  const allowed = async (request: FastifyRequest) =>
    access.loopbackOnly || can((await access.userOf(request))?.role, 'staff.manage');

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    // The page: the web app's index.html (its router shows the mailbox), when it is served here.
    app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
      if ((await allowed(request)) && typeof reply.sendFile === 'function')
        return reply.sendFile('index.html');
      reply.callNotFound();
      return reply;
    });
    app.get(
      '/api/dev/mails',
      {
        schema: {
          tags: ['Development'],
          summary: 'Mails in the outbox, newest first (not available in production)',
          description:
            'Answers only when the server listens on loopback only (HOST=127.0.0.1), or to a signed-in admin; 404 otherwise.',
          response: { 200: z.object({ mails: z.array(mailSchema) }), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        if (!(await allowed(request))) {
          reply.callNotFound();
          return reply;
        }
        const rows = await listMails(db);
        return {
          mails: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            status: row.status,
            attempts: row.attempts,
            lastError: row.lastError,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          })),
        };
      },
    );
  };
}
