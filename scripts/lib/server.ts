import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

/**
 * Starts the built storefront as its own process, the compiled server as production runs it, and
 * waits until it answers.
 */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /** Interface to listen on; also the host of the returned url (default: all interfaces, url on localhost). */
  host?: string;
  /** How long the server may take to answer its health check (default two minutes). */
  startTimeoutMs?: number;
}): Promise<{
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}> {
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
