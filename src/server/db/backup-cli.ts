/**
 * `npm run db:backup [-- <file>]` and `npm run db:restore -- <file>`: back up or restore the
 * embedded database of DATA_DIR while the server is stopped. Compiled with the server
 * (dist-server/db-tool.mjs), so a production install without development packages runs it.
 */
import { loadConfig } from '@server/config';
import { backupPglite, restorePglite } from './backup';

const [command, file] = process.argv.slice(2);
const config = loadConfig();

if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: db-tool backup [<file>] | db-tool restore <file>');
  process.exit(1);
}
if (config.databaseUrl) {
  const tool = command === 'backup' ? 'pg_dump' : 'pg_restore';
  console.error(`DATABASE_URL is set: ${command} PostgreSQL with ${tool} (docs/operations.md).`);
  process.exit(1);
}
if (command === 'backup') {
  const out = file ?? `backups/tavola-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const { bytes } = await backupPglite(config.dataDir, out);
  console.log(`Backed up ${config.dataDir} to ${out} (${(bytes / 1024).toFixed(0)} KB)`);
} else {
  if (!file) {
    console.error('Usage: npm run db:restore -- <backup file>');
    process.exit(1);
  }
  const { keptPrevious } = await restorePglite(config.dataDir, file);
  const kept = keptPrevious ? ` (previous database kept in ${keptPrevious})` : '';
  console.log(`Restored ${file} into ${config.dataDir}${kept}`);
}
