import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One Prometheus registry per app instance: tests build several apps in one process, and
 * prom-client's global default registry would refuse the second app's metrics (same names).
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  let processMetrics = false;
  return {
    registry,
    /** The text exposition of every metric, with the process metrics (started on first scrape). */
    async scrape(): Promise<{ contentType: string; body: string }> {
      // Started lazily: the process metrics keep observers (GC, event-loop delay) that are never
      // stopped, which only an app that is actually scraped should pay for.
      if (!processMetrics) {
        collectDefaultMetrics({ register: registry });
        processMetrics = true;
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
