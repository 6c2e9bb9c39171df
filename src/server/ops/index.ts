import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { EventBus } from '@server/platform/events';
import { createMetricsRegistry } from '@server/platform/metrics';
import type { FastifyInstance } from 'fastify';
import { createBusinessLog } from './business-log';
import { healthRoutes } from './health-routes';
import { createHttpMetrics } from './http-metrics';
import { metricsRoute } from './metrics-route';
import { logRequest } from './request-log';
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
    const http = createHttpMetrics(metrics.registry);
    const business = createBusinessLog({ ...deps, registry: metrics.registry, log: app.log });
    registerStoreMetrics(metrics.registry, deps.db);
    // One hook per phase, callback style: they run on every request (no promise per hook).
    app.addHook('onRequest', (request, reply, done) => {
      try {
        http.onRequest(request, reply);
      } finally {
        done();
      }
    });
    app.addHook('onResponse', (request, reply, done) => {
      try {
        http.onResponse(request, reply);
        logRequest(request, reply);
        business(request, reply);
      } finally {
        done();
      }
    });
    healthRoutes(app, deps.db);
    metricsRoute(app, metrics, deps.config.metricsToken);
  }
  return Object.assign(register, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: 'ops',
  });
}
