import type { Db } from '@server/db/client';
import { errorResponses } from '@server/http/responses';
import { hostNameOf, isLoopbackAddress, isLoopbackHost } from '@server/platform/network';
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
  /** APP_URL: its host is, besides the loopback names, the one a browser on this machine may use. */
  appUrl: string;
  /** The signed-in user of a request, read from its session cookie (pages have no request.user). */
  userOf: (request: FastifyRequest) => Promise<PublicUser | null>;
}

/**
 * The dev mailbox: every mail the outbox holds, password-reset links included. Registered only
 * outside production, and even there it answers (page and API) only a client on this machine or a
 * signed-in owner; anyone else gets the plain 404 of an unknown path. Both are routes, so every
 * spelling the router accepts (/DEV/Mailbox/) meets the same check.
 *
 * "On this machine" is the client's own address (request.ip, after the trusted proxies: a proxy
 * on this host makes every peer loopback), and the name it used for the server must be a loopback
 * name or APP_URL's host: a page that rebinds its own domain to 127.0.0.1 sends that domain. A
 * forwarded host, when a proxy passes one on, must pass too.
 */
export function devMailboxRoutes(db: Db, access: DevMailboxAccess) {
  const appHost = new URL(access.appUrl).hostname.toLowerCase();
  const knownName = (header: string | string[] | undefined) => {
    if (Array.isArray(header)) return false;
    const name = hostNameOf(header);
    return name !== null && (name === appHost || isLoopbackHost(name));
  };
  const onThisMachine = (request: FastifyRequest) =>
    isLoopbackAddress(request.ip) &&
    knownName(request.headers.host) &&
    (request.headers['x-forwarded-host'] === undefined ||
      knownName(request.headers['x-forwarded-host']));
  const allowed = async (request: FastifyRequest) =>
    onThisMachine(request) || can((await access.userOf(request))?.role, 'staff.manage');

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
            "Answers only a client on the server's machine (its address after the trusted proxies is loopback, and it names the server by a loopback name or APP_URL's host), or a signed-in owner; 404 otherwise.",
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
