import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromAppRoot } from '@server/platform/app-root';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { startEmbeddedHost } from './embedded-host';
import { GuardedPool } from './guarded-pool';
import { pgliteExtensions } from './pglite-options';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The node-postgres pool when on PostgreSQL (LISTEN/NOTIFY needs its own client). Absent on the
   * embedded database, which has one owner (this process) and no other instance to notify.
   */
  pool?: pg.Pool;
  /** The embedded database's own process, when it runs in one. */
  processId?: number;
  close(): Promise<void>;
}

const migrationsFolder = fromAppRoot('drizzle');

/** How the server's connections name themselves in pg_stat_activity (operators, the fault tests). */
export const APPLICATION_NAME = 'tavola';

export interface OpenOptions {
  /** postgres:// URL; empty means the embedded PGlite. */
  url: string;
  /** Folder for PGlite files; `memory` keeps the database in memory (tests). */
  dataDir: string | 'memory';
  /**
   * Where the embedded database runs: `process` (its own child process, reached through a unix
   * socket with node-postgres: the server's event loop never runs a query) or `inline` (inside
   * this process, through drizzle-orm/pglite: no process to start, for unit tests). Default:
   * `inline` for `memory`, `process` for a folder.
   */
  embedded?: 'process' | 'inline';
  /** The embedded database's process ended on its own (a crash). Default: logged. */
  onLost?: (error: Error) => void;
  /**
   * An in-memory embedded database starts from this dump (PGlite's `dumpDataDir`) instead of an
   * empty cluster: tests start from a migrated one, which skips PGlite's initdb (seconds each).
   */
  snapshot?: Blob;
}

/** Embedded databases in their own process, known by their pool (see isEmbeddedDatabase). */
const embeddedPools = new WeakSet<object>();

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { url, dataDir } = options;
  if (url) {
    const pool = new GuardedPool({
      connectionString: url,
      max: 10,
      cancellable: true,
      application_name: APPLICATION_NAME,
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dir = dataDir === 'memory' ? 'memory' : path.resolve(dataDir, 'pglite');
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  if ((options.embedded ?? (dir === 'memory' ? 'inline' : 'process')) === 'process')
    return openEmbeddedProcess(dir, options.onLost);
  const client =
    dir === 'memory'
      ? new PGlite({ extensions: pgliteExtensions, loadDataDir: options.snapshot })
      : new PGlite(dir, { extensions: pgliteExtensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * PGlite in its child process, through the same driver and pool type as PostgreSQL. PGlite runs
 * one statement at a time whatever the number of connections (pglite-socket queues them), and its
 * multiplexer interleaves the protocol messages of concurrent connections outside BEGIN blocks, so
 * the pool holds one connection: statements queue in the pool, a transaction keeps it to itself.
 */
const EMBEDDED_CONNECT_TIMEOUT_MS = 60_000;

async function openEmbeddedProcess(
  dir: string,
  onLost: OpenOptions['onLost'] = (error) => console.error(error.message),
): Promise<Database> {
  const host = await startEmbeddedHost({ dir, onLost });
  const pool = new GuardedPool({
    host: host.socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // With one connection, code that queries the pool while its own transaction holds it would
    // wait forever: give up after this long, so it surfaces as an error with a stack, not a hang.
    connectionTimeoutMillis: EMBEDDED_CONNECT_TIMEOUT_MS,
    cancellable: false,
  });
  pool.on('error', () => {});
  embeddedPools.add(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    processId: host.pid,
    async close() {
      await pool.end();
      await host.stop();
    },
  };
}

/**
 * True when the database is the embedded PGlite, owned by this process alone (inline or in the
 * child process this server started). Only one app instance can own it, so in-memory copies of its
 * rows are safe; a PostgreSQL server may be shared by many instances.
 */
export function isEmbeddedDatabase(db: Db): boolean {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite || (typeof client === 'object' && embeddedPools.has(client!));
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock lets several instances start at
 * once. `folder`: another migrations folder (tests migrate to an older state to test data moves).
 */
export async function runMigrations(
  database: Database,
  folder: string = migrationsFolder,
): Promise<void> {
  const pool = (database.db as { $client?: unknown }).$client;
  if (pool instanceof GuardedPool) {
    const client = await pool.connect();
    try {
      if (database.kind === 'postgres') await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      if (database.kind === 'postgres')
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
    return;
  }
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type
  await migratePglite(database.db as any, { migrationsFolder: folder });
}
