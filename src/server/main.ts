import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fromAppRoot } from '@server/platform/app-root';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, runMigrations } from './db/client';
import { seedDemoData } from './seed/demo';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (!config.databaseUrl) copyDatabaseTemplate(config.dataDir);
  // The embedded database runs in a child process; if it dies the server cannot serve: it exits
  // non-zero and its supervisor (systemd, Docker, the load runner) starts both again.
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onLost(error) {
      console.error(`${error.message} Stopping the server.`);
      process.exit(1);
    },
  });
  await runMigrations(database);
  const { app, services } = await buildApp({
    config,
    database,
    webRoot: config.webDistDir ? path.resolve(config.webDistDir) : undefined,
  });

  if (config.admin) {
    await services.accounts.ensureAccount({ ...config.admin, username: 'Owner', role: 'owner' });
  }
  const demo = config.seedDemo
    ? await seedDemoData({ database, services, hours: config.seedHours })
    : null;
  services.mail.start();
  services.checkout.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The banner with the demo logins is the last thing printed at start.
  await logWritten(app.log);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `\nTavola storefront on ${config.appUrl} (database: ${where}, mail: ${config.mail.transport})`,
  );
  if (demo) {
    console.log(`  Demo customer: ${demo.customer.email} / ${demo.customer.password}`);
    console.log(
      `  Demo admin:    ${demo.admin.email} / ${demo.admin.password}  (sign in at ${config.appUrl}/admin/login)`,
    );
  }
  if (config.admin) console.log(`  Admin from ADMIN_EMAIL: ${config.admin.email}`);
  if (!config.isProduction && config.mail.transport === 'outbox')
    console.log(
      `  Dev mailbox: ${config.appUrl}/dev/mailbox (this machine${config.loopbackOnly ? '' : `; other machines, reaching HOST=${config.host}, only as a signed-in owner`})`,
    );
}

/**
 * A first start on an empty DATA_DIR copies the database `npm run build` prepared (an empty
 * cluster, migrated, shut down cleanly) instead of creating one: creating a cluster costs seconds
 * of CPU in WebAssembly, copying its files a fraction of one. Without that folder (a build from
 * before it existed), PGlite creates the cluster as before.
 */
function copyDatabaseTemplate(dataDir: string) {
  const template = fromAppRoot('dist-server/pglite-template');
  const target = path.resolve(dataDir, 'pglite');
  if (dataDir === 'memory' || existsSync(target) || !existsSync(template)) return;
  // Copied beside its place and renamed into it: an interrupted copy is never taken for a database.
  const copying = `${target}.copying`;
  rmSync(copying, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(template, copying, { recursive: true });
  renameSync(copying, target);
}

/**
 * Resolves once the logger has written what it holds (at most a second later). pino writes
 * asynchronously, so without this Fastify's "listening" lines could land after the banner. pino
 * keeps its destination under a private symbol, found here by its name.
 */
function logWritten(log: object): Promise<void> {
  let stream: { _writing?: boolean; once?: (event: string, done: () => void) => void } | undefined;
  for (let owner: object | null = log; owner && !stream; owner = Object.getPrototypeOf(owner)) {
    const symbol = Object.getOwnPropertySymbols(owner).find((s) => s.description === 'pino.stream');
    if (symbol) stream = (owner as Record<symbol, typeof stream>)[symbol];
  }
  if (!stream?._writing || !stream.once) return Promise.resolve();
  const { once } = stream;
  return new Promise((resolve) => {
    once.call(stream, 'drain', resolve);
    setTimeout(resolve, 1000).unref();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
