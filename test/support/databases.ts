import { randomBytes } from 'node:crypto';
import { type Database, openDatabase, runMigrations } from '@server/db/client';
import pg from 'pg';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { migratedTemplate } from './postgres-template';

export type DbKind = 'pglite' | 'postgres';

/** The databases the suite runs on: PGlite always, PostgreSQL as well when TEST_DATABASE_URL is set. */
export const testDatabaseKinds = (): DbKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** The URL of the isolated PostgreSQL database ('' on PGlite), for tests that start a second server. */
  url: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated (unless `migrate: false`) database of the given kind. `embedded: 'process'`:
 * PGlite in its own process behind the pool, the production shape (default: inline, faster). On PostgreSQL each call creates its own database
 * (dropped on dispose), so test files never see each other's rows.
 */
export async function createTestDatabase(
  kind: DbKind,
  options: { migrate?: boolean; embedded?: 'process' | 'inline' } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === 'pglite') {
    // Inline and migrated (most test files): from the shared migrated snapshot.
    const snapshot =
      migrate && (options.embedded ?? 'inline') === 'inline'
        ? await migratedPgliteSnapshot()
        : undefined;
    const database = await openDatabase({
      url: '',
      dataDir: 'memory',
      embedded: options.embedded,
      snapshot,
    });
    if (migrate && !snapshot) await runMigrations(database);
    return { database, url: '', dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tavola_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Migrated: a copy of the shared migrated template, instead of running every migration here.
  const template = migrate ? await migratedTemplate(adminUrl) : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory' });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The rows of a raw `db.execute(sql...)`: PGlite and node-postgres both answer with `rows`. */
export async function rowsOf(query: Promise<unknown>): Promise<Record<string, unknown>[]> {
  return ((await query) as { rows: Record<string, unknown>[] }).rows;
}
