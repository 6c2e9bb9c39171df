import type { Db } from '@server/db/client';
import type { FastifyInstance } from 'fastify';
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

/** The dev mailbox: every mail the outbox holds. Registered only outside production. */
export function devMailboxRoutes(db: Db) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/dev/mails',
      {
        schema: {
          tags: ['Development'],
          summary: 'Mails in the outbox, newest first (not available in production)',
          response: { 200: z.object({ mails: z.array(mailSchema) }) },
        },
      },
      async () => {
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
