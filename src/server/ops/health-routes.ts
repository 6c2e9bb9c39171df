import type { Db } from '@server/db/client';
import type { FastifyInstance } from 'fastify';
import { checkReadiness, type JournalEntry, readMigrationJournal } from './readiness';

/**
 * Probes for orchestrators, outside the OpenAPI document like /api/health (which stays as it is):
 * live = the process answers (no database call: a slow database must not get it restarted);
 * ready = it can serve (database answers, every committed migration applied).
 */
export function healthRoutes(
  app: FastifyInstance,
  db: Db,
  journal: JournalEntry[] = readMigrationJournal(),
) {
  app.get('/api/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, checks } = await checkReadiness(db, journal);
    const failed = Object.entries(checks)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { status: 'ok', checks } : { status: 'unavailable', failed, checks });
  });
}
