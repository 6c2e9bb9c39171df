// npm run db:restore -- <file>: restores a backup into DATA_DIR (stop the server first).
import { loadConfig } from '@server/config';
import { restorePglite } from '@server/db/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md).');
  process.exit(1);
}
const { keptPrevious } = await restorePglite(config.dataDir, file);
console.log(
  `Restored ${file} into ${config.dataDir}${keptPrevious ? ` (previous database kept in ${keptPrevious})` : ''}`,
);
