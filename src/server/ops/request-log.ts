import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeLabel } from './http-metrics';

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/**
 * One debug line per answered request (Fastify's own two info lines are turned off): method,
 * route pattern, status, duration. Errors are logged once more by the error handler, at error.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply) {
  // Skipped before building the line: this runs on every request, and debug is usually off.
  if (!VERBOSE_LEVELS.has(request.log.level)) return;
  request.log.debug(
    {
      method: request.method,
      route: routeLabel(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    },
    'request',
  );
}
