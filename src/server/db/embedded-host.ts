import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fromAppRoot, runsFromBundle } from '@server/platform/app-root';

/**
 * Starts the embedded database's process (`pglite-host.ts`) and resolves once it accepts
 * connections on its unix socket (a private folder under the system's temporary folder, mode 0700).
 * `onLost` is called when the process ends without being asked to (a crash); `stop()` asks it to
 * close the database and waits for it to exit.
 */
export interface EmbeddedHost {
  /** The socket's folder: node-postgres's `host` (port 5432 names the file .s.PGSQL.5432). */
  socketDir: string;
  pid: number;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/**
 * How much nicer than the server the database process runs: when the cores are busy, the HTTP
 * server (the menu served from memory, the diners' pages) is scheduled before a long admin query.
 * Nice 10 weighs about a tenth of the server's share under Linux's scheduler, and nothing at all
 * when a core is idle, so a quiet restaurant's queries run at full speed (docs/benchmarks/bench-scale.md
 * has the menu's figures).
 */
export const EMBEDDED_NICENESS = 10;
const NICEST = 19;

function hostCommand(): { script: string; execArgv: string[] } {
  // The server bundle has the host compiled beside it; from the sources, tsx compiles it.
  return runsFromBundle
    ? { script: fromAppRoot('dist-server/pglite-host.mjs'), execArgv: [] }
    : { script: fromAppRoot('src/server/db/pglite-host.ts'), execArgv: ['--import', 'tsx'] };
}

export async function startEmbeddedHost(options: {
  /** The PGlite folder (absolute), or `memory`. */
  dir: string;
  onLost: (error: Error) => void;
}): Promise<EmbeddedHost> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'tavola-pglite-'));
  const { script, execArgv } = hostCommand();
  const child: ChildProcess = fork(script, [], {
    execArgv,
    env: {
      ...process.env,
      TAVOLA_PGLITE_DIR: options.dir,
      TAVOLA_PGLITE_SOCKET: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const cleanUp = () => rmSync(socketDir, { recursive: true, force: true });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The embedded database did not start within a minute.'));
    }, START_TIMEOUT_MS);
    const fail = (code: number | null) => {
      clearTimeout(timer);
      cleanUp();
      reject(new Error(`The embedded database process exited (code ${code}) while starting.`));
    };
    child.once('exit', fail);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('message', (message) => {
      if ((message as { type?: string }).type !== 'ready') return;
      clearTimeout(timer);
      child.off('exit', fail);
      resolve();
    });
  });
  lowerPriority(child.pid);
  // The server's event loop must not wait on the child: the IPC channel stays open but unref'd.
  child.channel?.unref();
  child.unref();
  void exited.then((code) => {
    cleanUp();
    if (!stopping)
      options.onLost(new Error(`The embedded database process ended unexpectedly (code ${code}).`));
  });

  return {
    socketDir,
    pid: child.pid ?? 0,
    async stop() {
      if (stopping) return void (await exited);
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

function lowerPriority(pid: number | undefined) {
  if (!pid) return;
  try {
    setPriority(pid, Math.min(NICEST, getPriority() + EMBEDDED_NICENESS));
  } catch {
    // A system that refuses it (no such call, a sandbox) runs both at one priority, as before.
  }
}
