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
 * the back office (or a route's `queryTimeoutMs`) each statement has a time limit. Once the answer
 * is written the guard is released: background work the request started runs unguarded (work
 * running while its client vanishes mid-request is stopped; the mail outbox and the refund loop
 * retry it).
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
    const guard: QueryGuard = { signal: controller.signal, timeoutMs, released: false };
    reply.raw.once('finish', () => {
      guard.released = true;
    });
    reply.raw.once('close', () => {
      if (!guard.released && !reply.sent) controller.abort();
      guard.released = true;
    });
    runWithQueryGuard(guard, done);
  });
}
