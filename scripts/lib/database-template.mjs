// The embedded database as a first start would create it: an empty PostgreSQL cluster with the
// committed migrations applied, shut down cleanly. Creating a cluster (initdb, in WebAssembly)
// costs seconds of CPU; a first start on an empty DATA_DIR copies this folder instead
// (src/server/main.ts), which takes a fraction of a second. It depends only on the PGlite release
// and the migrations.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const DATABASE_TEMPLATE = 'dist-server/pglite-template';
export const DATABASE_TEMPLATE_SOURCES = [
  'package-lock.json',
  'drizzle',
  'scripts/lib/database-template.mjs',
];

export async function buildDatabaseTemplate(root) {
  const folder = path.join(root, DATABASE_TEMPLATE);
  // Made beside its place and renamed into it, so a start never copies half a cluster.
  const building = `${folder}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const client = new PGlite(building, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder: path.join(root, 'drizzle') });
  } finally {
    await client.close();
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(building, folder);
}
