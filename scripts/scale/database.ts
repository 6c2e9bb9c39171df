/**
 * The scale benchmark's database: PostgreSQL (SCALE_DATABASE_URL, created when missing) or the
 * embedded PGlite in a data folder kept between runs. Seeded once per size; a rerun with the same
 * sizes only measures, another size starts from an empty database.
 */
import { rmSync } from 'node:fs';
import { type Database, openDatabase, runMigrations } from '@server/db/client';
import pg from 'pg';
import { type SeedSize, sameSize, seed, seededSize } from './seed';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

async function onServer(url: string, run: (client: pg.Client, name: string) => Promise<void>) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await run(client, name);
  } finally {
    await client.end();
  }
}

const open = (target: Target): Promise<Database> =>
  target.kind === 'postgres'
    ? openDatabase({ url: target.url, dataDir: 'memory' })
    : openDatabase({ url: '', dataDir: target.dataDir, embedded: 'process' });

/** Empties the target (drops and creates the database, or deletes the folder). */
async function reset(target: Target) {
  if (target.kind === 'pglite') {
    rmSync(target.dataDir, { recursive: true, force: true });
    return;
  }
  await onServer(target.url, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/**
 * A migrated database holding exactly `size`, seeding it when it does not; `withIt` runs on it
 * before it is closed (the server then opens it: an embedded database has one owner at a time).
 */
export async function prepare<T>(
  target: Target,
  size: SeedSize,
  log: (line: string) => void,
  withIt: (database: Database) => Promise<T>,
): Promise<T> {
  if (target.kind === 'postgres')
    await onServer(target.url, async (client, name) => {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database ${name}`);
    });
  let database = await open(target);
  try {
    await runMigrations(database);
    const seeded = await seededSize(database.db);
    if (sameSize(seeded, size)) {
      log(`Reusing the seeded database (${JSON.stringify(seeded)}).`);
    } else {
      await database.close();
      await reset(target);
      database = await open(target);
      await runMigrations(database);
      log(
        `Seeding ${size.orders.toLocaleString('en')} orders, ${size.reservations.toLocaleString('en')} reservations, ${size.customers.toLocaleString('en')} customers...`,
      );
      await seed(database.db, size, log);
    }
    return await withIt(database);
  } finally {
    await database.close();
  }
}
