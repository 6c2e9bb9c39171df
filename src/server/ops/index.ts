import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { EventBus } from '@server/platform/events';
import { createMetricsRegistry } from '@server/platform/metrics';
import type { FastifyInstance } from 'fastify';
import { logBusinessEvents } from './business-log';
import { healthRoutes } from './health-routes';
import { instrumentHttp } from './http-metrics';
import { metricsRoute } from './metrics-route';
import { logRequests } from './request-log';
import { registerStoreMetrics } from './store-metrics';

export { METRICS_PATH } from './metrics-route';

export interface OpsDeps {
  db: Db;
  config: Pick<Config, 'metricsToken'>;
  events: EventBus;
}

/**
 * What the operator needs: liveness and readiness probes, Prometheus metrics, one debug line per
 * request and one info line per business event. Its hooks must see every route, so it is
 * registered before them, and not encapsulated (Fastify's "skip-override", as fastify-plugin sets).
 */
export function opsRoutes(deps: OpsDeps) {
  async function register(app: FastifyInstance) {
    const metrics = createMetricsRegistry();
    instrumentHttp(app, metrics.registry);
    registerStoreMetrics(metrics.registry, deps.db);
    logRequests(app);
    logBusinessEvents(app, { events: deps.events, registry: metrics.registry });
    healthRoutes(app, deps.db);
    metricsRoute(app, metrics, deps.config.metricsToken);
  }
  return Object.assign(register, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: 'ops',
  });
}
