import { type QueryGuard, runWithQueryGuard } from '@server/platform/query-guard';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The statement timeout of this route's database work, in ms (`null`: none, but the work still
     * stops when the client goes away). Default: the back office's (ADMIN_QUERY_TIMEOUT_MS) under
     * /api/admin; elsewhere no guard at all. A statement past it is cancelled and the request
     * answers 503 (errors.ts).
     */
    queryTimeoutMs?: number | null;
  }
}

const BACK_OFFICE = /^\/api\/admin(?:[/?]|$)/i;

/**
 * Back-office requests (and routes with `queryTimeoutMs`) run their database work under a
 * `QueryGuard`: when the client goes away before the answer is written, its running statement is
 * cancelled and the next ones are not sent, and each statement has a time limit. Once the answer
 * is written the guard is released: background work the request started runs unguarded (work
 * running while its client vanishes mid-request is stopped; the mail outbox and the refund loop
 * retry it).
 */
export function registerQueryGuards(app: FastifyInstance, options: { adminTimeoutMs: number }) {
  app.addHook('onRequest', (request, reply, done) => {
    const configured = request.routeOptions.config?.queryTimeoutMs;
    const backOffice = BACK_OFFICE.test(request.url);
    // Only the back office and routes that ask: carrying a context through every promise
    // (AsyncLocalStorage on Node 20) cost the in-memory menu about a third of its throughput.
    if (!backOffice && configured === undefined) return done();
    const timeoutMs = configured !== undefined ? configured : options.adminTimeoutMs;
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
