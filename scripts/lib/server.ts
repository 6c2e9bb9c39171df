import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appRoot } from '@server/platform/app-root';
import { isBuildCurrent, SERVER_BUNDLE, SERVER_SOURCES } from './build-state.mjs';

/**
 * Compiles the server when its bundle is missing or older than its sources (about a second), so a
 * run always exercises the current code in the form production runs it.
 */
function ensureServerBundle() {
  if (isBuildCurrent(appRoot, [SERVER_BUNDLE], SERVER_SOURCES)) return;
  const build = spawnSync(process.execPath, [path.join(appRoot, 'scripts/build-server.mjs')], {
    cwd: appRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server bundle did not build');
}

/** A storefront process this run started. */
export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Sends the signal (SIGTERM: a graceful stop; SIGKILL: a crash) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nobody listens on right now, for a server (or fake) this run starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The environment of a page measurement (audit, trace, profile, screenshots): the production build
 * with the demo data, its sandbox card provider allowed.
 */
export const DEMO_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
} as const;

/**
 * The PostgreSQL that tests starting real server processes need (several processes cannot share
 * an embedded database); without it they are skipped, and say so once.
 */
export function serverTestDatabaseUrl(testName: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) console.warn(`${testName} skipped: TEST_DATABASE_URL is not set (it runs in CI).`);
  return url;
}

/**
 * Starts the built storefront as its own process, the compiled server as production runs it, and
 * waits until it answers.
 */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /** Interface to listen on; also the host of the returned url (default: the server's own, 127.0.0.1, url on localhost). */
  host?: string;
  /** How long the server may take to answer its health check (default two minutes). */
  startTimeoutMs?: number;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tavola-run-'));
  const url = `http://${options.host ?? 'localhost'}:${options.port}`;
  ensureServerBundle();
  const bundle = path.join(appRoot, SERVER_BUNDLE);
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.host ? { HOST: options.host } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  let up = false;
  while (!up && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      up = response.ok;
    } catch {
      // not up yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 300));
  }
  if (!up) {
    await stop('SIGKILL');
    throw new Error(`server did not answer ${url}/api/health in time`);
  }
  return { url, dataDir, process: child, stop };
}
