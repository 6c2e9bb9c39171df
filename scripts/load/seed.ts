/**
 * Seeds the virtual users' accounts (verified customers who can sign in at once) and the demo menu
 * into the database a load run is about to start its server on.
 *
 *   DATA_DIR=<folder> LOAD_USERS=200 node --import tsx scripts/load/seed.ts        (PGlite)
 *   DATABASE_URL=postgres://... LOAD_USERS=200 node --import tsx scripts/load/seed.ts
 *
 * A process of its own that ends before the server starts: embedded PGlite is opened by one
 * process at a time. Signing up through the API is no way to make 200 accounts (it is rate limited
 * per address and waits for a mailed link), so the accounts service creates them directly, exactly
 * as the demo seed does.
 */
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, runMigrations } from '@server/db/client';
import { seedDemoData } from '@server/seed/demo';
import { loadUser } from './settings';

/** Password hashing (argon2) is the slow part; two at a time keeps both cores busy. */
const PARALLEL_HASHES = 2;

async function main() {
  const users = Number(process.env.LOAD_USERS ?? 200);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
  // Virtual diners order at any hour of the day: the seed opens the restaurant around the clock.
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const { app, services } = await buildApp({ config, database, webRoot: null });
    try {
      await seedDemoData({ database, services, hours: 'always' });
      let next = 0;
      const worker = async () => {
        while (next < users) {
          const index = next++;
          await services.accounts.ensureAccount({ ...loadUser(index), role: 'customer' });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_HASHES }, worker));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
  console.log(`seeded ${users} customer accounts and the demo menu`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
