import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPLICATION_NAME, type Database, openDatabase } from '@server/db/client';
import pg from 'pg';

/** Where a run keeps its data: a fresh PGlite folder, or a fresh database on a PostgreSQL server. */
export interface RunDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR of the server (PGlite files; uploads on PostgreSQL too). */
  dataDir: string;
  /** DATABASE_URL of the server; empty on PGlite. */
  url: string;
  /** Opens it from this process (PGlite: only while no server has it open). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createRunDatabase(adminUrl: string): Promise<RunDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-load-'));
  if (!adminUrl) {
    return {
      kind: 'pglite',
      dataDir,
      url: '',
      open: () => openDatabase({ url: '', dataDir }),
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `tavola_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    url: url.toString(),
    open: () => openDatabase({ url: url.toString(), dataDir }),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs scripts/load/seed.ts in its own process (PGlite is opened by one process at a time). */
export function seedRunDatabase(database: RunDatabase, users: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'seed.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.url,
          LOAD_USERS: String(users),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding failed (exit code ${code})`)),
    );
  });
}

/**
 * Ends every database connection the server holds (named APPLICATION_NAME in pg_stat_activity:
 * its request pool's and its live-update listener's), as a PostgreSQL restart or failover would.
 */
export async function terminateServerBackends(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()',
      [APPLICATION_NAME],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
