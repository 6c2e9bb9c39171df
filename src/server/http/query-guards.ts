import { type QueryGuard, runWithQueryGuard } from '@server/platform/query-guard';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The statement timeout of this route's database work, in ms (`null`: none). Default: the
     * back office's (ADMIN_QUERY_TIMEOUT_MS) under /api/admin, none elsewhere. A statement past it
     * is cancelled and the request answers 503 (errors.ts).
     */
    queryTimeoutMs?: number | null;
  }
}

const BACK_OFFICE = /^\/api\/admin(?:[/?]|$)/i;

/**
 * Every API request runs its database work under a `QueryGuard`: when the client goes away before
 * the answer is written, its running statement is cancelled and the next ones are not sent; under
 * the back office (or a route's `queryTimeoutMs`) each statement has a time limit.
 */
export function registerQueryGuards(app: FastifyInstance, options: { adminTimeoutMs: number }) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const configured = request.routeOptions.config?.queryTimeoutMs;
    const timeoutMs =
      configured !== undefined
        ? configured
        : BACK_OFFICE.test(request.url)
          ? options.adminTimeoutMs
          : null;
    const controller = new AbortController();
    const guard: QueryGuard = { signal: controller.signal, timeoutMs };
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    runWithQueryGuard(guard, done);
  });
}
