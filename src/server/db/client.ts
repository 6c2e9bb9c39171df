import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromAppRoot } from '@server/platform/app-root';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool when on PostgreSQL (LISTEN/NOTIFY needs its own client). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = fromAppRoot('drizzle');

export interface OpenOptions {
  /** postgres:// URL; empty means the embedded PGlite. */
  url: string;
  /** Folder for PGlite files; `memory` keeps the database in memory (tests). */
  dataDir: string | 'memory';
}

export async function openDatabase({ url, dataDir }: OpenOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite({ extensions: pgliteExtensions });
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: pgliteExtensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * True when the database is PGlite inside this process. Only one app instance can own it, so
 * in-memory copies of its rows are safe; a PostgreSQL server may be shared by many instances.
 */
export function isEmbeddedDatabase(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock lets several instances start at
 * once. `folder`: another migrations folder (tests migrate to an older state to test data moves).
 */
export async function runMigrations(
  database: Database,
  folder: string = migrationsFolder,
): Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
    return;
  }
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type
  await migratePglite(database.db as any, { migrationsFolder: folder });
}
