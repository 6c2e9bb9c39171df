import { openDatabase, runMigrations } from '@server/db/client';
import pg from 'pg';
import { migrationsKey } from './pglite-snapshot';

/**
 * A migrated PostgreSQL database that each test database is created from (`create database …
 * template …`), instead of running every migration on each new one: the suite creates well over a
 * hundred. Its name carries the migrations' hash (pglite-snapshot.ts), so a changed migration
 * makes a new one; older ones are dropped then. Nothing connects to it once made, which is what
 * PostgreSQL needs to copy it.
 */
const PREFIX = 'tavola_tpl_';

const ready = new Map<string, Promise<string>>();

/** The name of the migrated template on the server of `adminUrl`, made when missing. */
export function migratedTemplate(adminUrl: string): Promise<string> {
  let name = ready.get(adminUrl);
  if (!name) {
    name = ensureTemplate(adminUrl);
    ready.set(adminUrl, name);
  }
  return name;
}

async function ensureTemplate(adminUrl: string): Promise<string> {
  const template = `${PREFIX}${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount ===
      1;
    if (await exists()) return template;
    // Test workers start together: one makes it, the others wait on the lock and then find it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      if (await exists()) return template;
      // Migrated under a temporary name and renamed when complete, so a copy never sees half of it.
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), dataDir: 'memory' });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      await dropOlderTemplates(admin, template);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  } finally {
    await admin.end();
  }
}

async function dropOlderTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like '${PREFIX}%' and datname <> $1`,
    [keep],
  );
  for (const { datname } of rows)
    await admin.query(`drop database if exists ${datname}`).catch(() => {});
}
