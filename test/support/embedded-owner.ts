/**
 * A process that opens the embedded database in DATA_DIR (argv[2]) in its own process, as the
 * server does, prints the database process's pid and waits to be killed (tests kill it with -9).
 */
import { openDatabase, runMigrations } from '@server/db/client';

const database = await openDatabase({ url: '', dataDir: process.argv[2] ?? '' });
await runMigrations(database);
console.log(`database-pid ${database.processId}`);
setInterval(() => {}, 60_000);
