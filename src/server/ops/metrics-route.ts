import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@server/errors';
import type { MetricsRegistry } from '@server/platform/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const METRICS_PATH = '/metrics';
const TOKEN_REQUIRED = 'This address needs the metrics token (Authorization: Bearer ...).';

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus's scrape address: outside /api and the OpenAPI document. With METRICS_TOKEN set it
 * asks for that bearer token; empty, it is open, which suits a private network only.
 */
export function metricsRoute(app: FastifyInstance, metrics: MetricsRegistry, token: string) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token && !hasToken(request, token)) {
      throw new AppError('unauthorized', TOKEN_REQUIRED, undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
