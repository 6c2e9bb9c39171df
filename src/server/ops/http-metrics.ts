import type { FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** Requests that matched no route share one label, so unknown addresses cannot grow the series. */
export const UNMATCHED_ROUTE = '(unmatched)';

export const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

const isEventStreamRoute = (request: FastifyRequest) => {
  const produces = (request.routeOptions.schema as { produces?: readonly string[] } | undefined)
    ?.produces;
  return produces?.includes('text/event-stream') ?? false;
};

/**
 * Request latency by method, route pattern and status class, and the number of open live-event
 * streams. Streams take over their reply (no onResponse), so they are counted from the request
 * to the closing of its connection; a refused stream request counts for the milliseconds it lasts.
 */
export function createHttpMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'tavola_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'tavola_live_event_streams',
    help: 'Open connections to the live-event (server-sent events) routes of this instance',
    registers: [registry],
  });

  return {
    onRequest(request: FastifyRequest, reply: FastifyReply) {
      if (!isEventStreamRoute(request)) return;
      streams.inc();
      reply.raw.once('close', () => streams.dec());
    },
    onResponse(request: FastifyRequest, reply: FastifyReply) {
      duration.observe(
        {
          method: request.method,
          route: routeLabel(request),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}
