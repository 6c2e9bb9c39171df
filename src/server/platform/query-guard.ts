import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What limits the database work of one request: its signal fires when the client has gone away,
 * and `timeoutMs` (when set) bounds each statement (the back office's statement timeout). The
 * request hook (`http/query-guards.ts`) sets it; the database pool (`db/guarded-pool.ts`) obeys it.
 */
export interface QueryGuard {
  signal: AbortSignal;
  timeoutMs: number | null;
  /**
   * Set once the answer is written: work the request started in the background (a mail delivery,
   * a refund attempt) inherits this context but must not be bound to the request any more.
   */
  released: boolean;
}

const storage = new AsyncLocalStorage<QueryGuard>();

export const currentQueryGuard = (): QueryGuard | undefined => {
  const guard = storage.getStore();
  return guard && !guard.released ? guard : undefined;
};

export function runWithQueryGuard<T>(guard: QueryGuard, work: () => T): T {
  return storage.run(guard, work);
}

/** A statement ran past the request's statement timeout; answered 503 (errors.ts). */
export class QueryTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The statement ran longer than ${timeoutMs} ms and was stopped.`);
    this.name = 'QueryTimeoutError';
  }
}

/** The client went away: its statement was stopped, nobody reads the answer. */
export class QueryAbandonedError extends Error {
  constructor() {
    super('The client disconnected: its statement was stopped.');
    this.name = 'QueryAbandonedError';
  }
}

/** The error itself or one it wraps (Drizzle wraps driver errors in `cause`). */
export function findQueryStop(error: unknown): QueryTimeoutError | QueryAbandonedError | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof QueryTimeoutError || e instanceof QueryAbandonedError) return e;
  }
  return null;
}
