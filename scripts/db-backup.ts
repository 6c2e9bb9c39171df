// npm run db:backup [-- <file>]: backs up the embedded database of DATA_DIR (stop the server first).
import { loadConfig } from '@server/config';
import { backupPglite } from '@server/db/backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md).');
  process.exit(1);
}
const file =
  process.argv[2] ?? `backups/tavola-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const { bytes } = await backupPglite(config.dataDir, file);
console.log(`Backed up ${config.dataDir} to ${file} (${(bytes / 1024).toFixed(0)} KB)`);
