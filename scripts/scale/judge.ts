/**
 * The scale benchmark's figures and its verdict against its targets, kept free of I/O so a unit
 * test can check them.
 */

/** The q-quantile (0..1) of `samples` by the nearest-rank method; 0 for no samples. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** One measured endpoint. */
export interface Measured {
  name: string;
  /** Judged against the list/search/dashboard targets (the menu and references are not). */
  judged: boolean;
  p50: number;
  p99: number;
  /** Answers other than 2xx in the sequential run. */
  failures: number;
  /** Requests per second at the load run's connections (null when not load-tested). */
  rps: number | null;
  /** Non-2xx answers, errors and timeouts in the load run. */
  loadFailures: number;
  timeouts: number;
}

export interface Targets {
  p99Ms: number;
  /** Minimum requests per second at 10 connections, or null when the mode sets none. */
  minRps: number | null;
  /** The menu's throughput while an admin pages deeply over its idle throughput, or null. */
  minMenuShare: number | null;
}

/** 1M orders on PostgreSQL, and the embedded database at 100k. */
export const TARGETS: Record<'postgres' | 'pglite', Targets> = {
  postgres: { p99Ms: 50, minRps: 200, minMenuShare: null },
  pglite: { p99Ms: 100, minRps: null, minMenuShare: 0.5 },
};

/** Every target missed, as a sentence naming the endpoint and the figure; empty when all met. */
export function misses(
  measured: readonly Measured[],
  targets: Targets,
  menu: { idleRps: number; busyRps: number } | null,
): string[] {
  const out: string[] = [];
  for (const m of measured) {
    if (m.failures > 0) out.push(`${m.name}: ${m.failures} failed answers (sequential)`);
    if (m.loadFailures > 0 || m.timeouts > 0)
      out.push(
        `${m.name}: ${m.loadFailures} failed answers, ${m.timeouts} timeouts at 10 connections`,
      );
    if (!m.judged) continue;
    if (m.p99 >= targets.p99Ms)
      out.push(`${m.name}: p99 ${m.p99.toFixed(1)} ms (target < ${targets.p99Ms} ms)`);
    if (targets.minRps !== null && m.rps !== null && m.rps < targets.minRps)
      out.push(`${m.name}: ${Math.round(m.rps)} req/s (target >= ${targets.minRps})`);
  }
  if (targets.minMenuShare !== null && menu) {
    const share = menu.busyRps / Math.max(1, menu.idleRps);
    if (share < targets.minMenuShare)
      out.push(
        `menu while an admin pages deeply: ${(100 * share).toFixed(1)}% of its idle throughput (target >= ${Math.round(100 * targets.minMenuShare)}%)`,
      );
  }
  return out;
}
