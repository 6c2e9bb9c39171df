import {
  currentQueryGuard,
  QueryAbandonedError,
  type QueryGuard,
  QueryTimeoutError,
} from '@server/platform/query-guard';
import pg from 'pg';
import { isConnectionLost, onlyReads } from './connection-lost';

/**
 * A node-postgres pool whose statements obey the request's `QueryGuard`: a statement of a request
 * whose client has gone away is not sent (or is cancelled if running), and one that runs past the
 * request's statement timeout is cancelled and rejects with `QueryTimeoutError` (a 503).
 *
 * The deadline runs from the moment the statement asks for a connection, so waiting behind others
 * counts too. The promise settles at the deadline; the connection goes back to the pool only when
 * the database has answered. On PostgreSQL the statement is cancelled with pg_cancel_backend from
 * a connection of its own; the embedded database (PGlite behind a socket) cannot interrupt a
 * running statement (its engine is one synchronous WebAssembly call), so there it finishes in the
 * database process, while statements not yet started are dropped.
 *
 * A connection the database ends (a restart, a failover, pg_terminate_backend) fails only the
 * statements that were using it; one that only reads and ran on its own (not in a transaction) is
 * sent once more on a new connection. The broken connection is closed, never reused.
 */
export interface GuardedPoolOptions extends pg.PoolConfig {
  /** false: the database cannot cancel a running statement (embedded PGlite). */
  cancellable: boolean;
}

type QueryArgs = Parameters<pg.Pool['query']>;
// biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query, called with what it was given
type AnyQuery = (...args: any[]) => any;
const OWNER = Symbol('guarded pool');
interface PoolOwner {
  pool?: GuardedPool;
}

export class GuardedPool extends pg.Pool {
  readonly cancellable: boolean;
  readonly #connection: pg.ClientConfig;

  constructor({ cancellable, ...config }: GuardedPoolOptions) {
    const owner: PoolOwner = {};
    // pg-pool hands its options to every connection it makes: that is how they find this pool.
    super({ ...config, Client: GuardedClient, [OWNER]: owner } as pg.PoolConfig);
    owner.pool = this;
    this.cancellable = cancellable;
    this.#connection = {
      connectionString: config.connectionString,
      host: config.host,
      port: config.port,
      user: config.user,
      database: config.database,
      password: config.password,
      ssl: config.ssl,
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads
  override query(...args: any[]): any {
    const guard = currentQueryGuard();
    // The callback form is pg's own (internal) use: left as it is.
    if (typeof args.at(-1) === 'function') return (super.query as AnyQuery)(...args);
    if (!guard)
      return readingAgain(
        args,
        () => (super.query as AnyQuery)(...args) as Promise<pg.QueryResult>,
      );
    let client: GuardedClient | null = null;
    return guarded(
      guard,
      () => client?.stopped(),
      (stopped) =>
        readingAgain(
          args,
          async () => {
            const acquired = (await this.connect()) as unknown as GuardedClient & pg.PoolClient;
            client = acquired;
            try {
              if (stopped()) throw new QueryAbandonedError();
              return await plainQuery(acquired, args as QueryArgs);
            } finally {
              acquired.release(); // closed rather than reused when stopped or broken (release)
            }
          },
          stopped,
        ),
    );
  }

  /** Asks PostgreSQL to stop what this connection is running (no-op on the embedded database). */
  async cancel(client: pg.ClientBase): Promise<void> {
    const pid = (client as { processID?: number | null }).processID;
    if (!this.cancellable || !pid) return;
    const canceller = new pg.Client(this.#connection);
    canceller.on('error', () => {});
    try {
      await canceller.connect();
      await canceller.query('select pg_cancel_backend($1)', [pid]);
    } catch {
      // The statement may be over already; nothing else to do.
    } finally {
      await canceller.end().catch(() => {});
    }
  }
}

/** A pool connection whose statements (e.g. inside a transaction) obey the request's guard. */
class GuardedClient extends pg.Client {
  readonly #owner: PoolOwner;
  #wasStopped = false;
  #broken = false;
  #release: (error?: Error | boolean) => void = () => {};

  constructor(config?: pg.ClientConfig & { [OWNER]?: PoolOwner }) {
    super(config);
    this.#owner = config?.[OWNER] ?? {};
    // pg-pool listens for errors only while a connection is idle; checked out (a transaction, a
    // guarded statement), a connection the database ended would emit 'error' to nobody, which
    // ends the process. Its statements fail on their own; here it is only marked unusable.
    this.on('error', () => {
      this.#broken = true;
    });
    // A FATAL error ends the session: known before the statement it fails has been answered, so
    // the connection is closed on release rather than lent to the next request.
    (this as unknown as { connection: NodeJS.EventEmitter }).connection.on(
      'errorMessage',
      (message: { severity?: string }) => {
        if (
          message.severity === 'FATAL' ||
          message.severity === 'PANIC' ||
          isConnectionLost(message)
        )
          this.#broken = true;
      },
    );
  }

  /**
   * pg-pool sets `release` on every loan; this hands its own back. A connection one of whose
   * statements was stopped is closed, never put back in the pool:
   * - its cancel travels on a connection of its own and may land a moment after the statement
   *   ended: back in the pool, this connection could by then run another request's statement,
   *   which the cancel would stop instead (the scale benchmark logged menu reads cancelled so);
   * - inside a transaction, Drizzle's `rollback` is refused too once the request is gone, and it
   *   hands the connection back anyway: the next request's statements would run in that open
   *   transaction (guarded-transaction.test.ts). Closed, the database rolls it back.
   */
  get release(): (error?: Error | boolean) => void {
    return (error) => this.#release(error ?? (this.#wasStopped || this.#broken ? true : undefined));
  }

  set release(release: (error?: Error | boolean) => void) {
    this.#release = release;
  }

  /** A statement of this connection was stopped: cancel it, and close the connection after. */
  stopped(): Promise<void> | undefined {
    this.#wasStopped = true;
    return this.#owner.pool?.cancel(this);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads
  override query(...args: any[]): any {
    const guard = currentQueryGuard();
    const config = args[0] as { submit?: unknown } | undefined;
    if (!guard || typeof args.at(-1) === 'function' || typeof config?.submit === 'function')
      return (super.query as AnyQuery)(...args);
    // Refused (the request went away between two statements of a transaction): the ones before
    // may have left it open, so this connection is not reused either.
    if (guard.signal.aborted) this.#wasStopped = true;
    return guarded(
      guard,
      () => this.stopped(),
      async (stopped) => {
        if (stopped()) throw new QueryAbandonedError();
        return plainQuery(this, args as QueryArgs);
      },
    );
  }
}

const READ_ATTEMPTS = 3;
const READ_PAUSE_MS = 50;

/** Runs `send`, and again (a few times, a moment apart) when it only reads and lost its connection. */
async function readingAgain<T>(
  args: unknown[],
  send: () => Promise<T>,
  stopped: () => boolean = () => false,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const retry = attempt < READ_ATTEMPTS && !stopped() && isConnectionLost(error);
      if (!retry || !onlyReads(textOf(args))) throw error;
    }
    // The other connections the database ended at that moment may still be idle in the pool with
    // their notice unread: after a pause the pool has heard it and lends a live or a new one.
    await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS * attempt));
  }
}

function textOf(args: unknown[]): unknown {
  const first = args[0] as string | { text?: unknown } | undefined;
  return typeof first === 'string' ? first : first?.text;
}

function plainQuery(client: pg.ClientBase, args: QueryArgs) {
  return (pg.Client.prototype.query as AnyQuery).apply(client, args) as Promise<pg.QueryResult>;
}

/** Runs `work`, settling early (and cancelling it) when the guard's signal or deadline fires. */
function guarded<T>(
  guard: QueryGuard,
  cancel: () => Promise<void> | undefined,
  work: (stopped: () => boolean) => Promise<T>,
): Promise<T> {
  if (guard.signal.aborted) return Promise.reject(new QueryAbandonedError());
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let isStopped = false;
    const stop = (error: Error) => {
      isStopped = true;
      finish();
      void cancel();
      reject(error);
    };
    const onAbort = () => stop(new QueryAbandonedError());
    const finish = () => {
      if (timer) clearTimeout(timer);
      guard.signal.removeEventListener('abort', onAbort);
    };
    guard.signal.addEventListener('abort', onAbort, { once: true });
    if (guard.timeoutMs !== null)
      timer = setTimeout(() => stop(new QueryTimeoutError(guard.timeoutMs ?? 0)), guard.timeoutMs);
    work(() => isStopped).then(
      (value) => {
        finish();
        resolve(value);
      },
      (error) => {
        finish();
        reject(error);
      },
    );
  });
}
