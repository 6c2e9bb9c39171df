import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-options';

/**
 * Backups of the embedded database: PGlite's own data-directory dump (a gzipped tarball), written
 * while no server uses the folder (PGlite is single-process). For PostgreSQL use pg_dump/pg_restore
 * (docs/operations.md).
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  const dir = path.resolve(dataDir, 'pglite');
  if (!existsSync(dir) || readdirSync(dir).length === 0)
    throw new Error(`No embedded database in ${dir}`);
  refuseWhileOpen(dir);
  const db = new PGlite(dir, { extensions: pgliteExtensions });
  try {
    await db.waitReady;
    // A checkpoint makes the files on disk complete before they are packed.
    await db.exec('checkpoint');
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    writeFileSync(outFile, bytes);
    return { bytes: bytes.length };
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup into DATA_DIR. The current database folder is kept beside it
 * (pglite.before-restore-<time>) until the restored one has opened and answered.
 */
export async function restorePglite(
  dataDir: string,
  backupFile: string,
): Promise<{ keptPrevious: string | null }> {
  const dir = path.resolve(dataDir, 'pglite');
  refuseWhileOpen(dir);
  const staging = `${dir}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const blob = new Blob([readFileSync(backupFile)]);
  const db = new PGlite(staging, { loadDataDir: blob, extensions: pgliteExtensions });
  try {
    await db.waitReady;
    await db.query('select 1');
  } finally {
    await db.close();
  }
  let keptPrevious: string | null = null;
  if (existsSync(dir)) {
    keptPrevious = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptPrevious);
  }
  renameSync(staging, dir);
  return { keptPrevious };
}

/** A running server's database process holds DATA_DIR/pglite.lock (its pid): stop it first. */
function refuseWhileOpen(dir: string) {
  const lock = `${dir}.lock`;
  const pid = existsSync(lock) ? Number(readFileSync(lock, 'utf8').trim()) : 0;
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // left by a process that is gone
  }
  throw new Error(`The embedded database is open (process ${pid}): stop the server first.`);
}
