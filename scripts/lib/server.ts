import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Starts the built storefront as its own process (as `npm start` would) and waits until it answers. */
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
