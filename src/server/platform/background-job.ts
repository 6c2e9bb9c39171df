import type { FastifyBaseLogger } from 'fastify';

/**
 * A periodic job of this instance (a sweep, a retry loop): one pass at a time, where a call made
 * while a pass runs joins it rather than starting a second; a failed pass is logged and the next
 * tick tries again. The passes themselves must be safe to run on several instances at once
 * (compare-and-set updates, leases, SKIP LOCKED): this only keeps one instance from overlapping
 * itself.
 */
export interface BackgroundJob<Args extends unknown[] = []> {
  /** One pass now, or the pass already under way; resolves to what it did (rows moved, sent...). */
  run(...args: Args): Promise<number>;
  /** Runs a pass every `intervalMs` (the job's default when omitted); a second start is ignored. */
  start(intervalMs?: number): void;
  stop(): void;
  /** Resolves when the pass under way, if any, has finished (its failure is the loop's to log). */
  idle(): Promise<void>;
}

export function createBackgroundJob<Args extends unknown[] = []>(job: {
  /** Named in the log line of a failed pass: '<name> failed'. */
  name: string;
  pass: (...args: Args) => Promise<number>;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** A ceiling on any interval given to start (e.g. a sweep whose work falls due by the minute). */
  maxIntervalMs?: number;
}): BackgroundJob<Args> {
  let loop: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const run = (...args: Args): Promise<number> => {
    running ??= job.pass(...args).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    run,
    start(intervalMs = job.intervalMs) {
      if (loop) return;
      const every = Math.min(intervalMs, job.maxIntervalMs ?? Number.POSITIVE_INFINITY);
      loop = setInterval(() => {
        (run as () => Promise<number>)().catch((error) =>
          job.log.error({ err: error }, `${job.name} failed`),
        );
      }, every);
      loop.unref();
    },
    stop() {
      if (loop) clearInterval(loop);
      loop = null;
    },
    async idle() {
      await running?.catch(() => undefined);
    },
  };
}
