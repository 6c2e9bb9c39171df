/**
 * The embedded database's own process: PGlite behind a PostgreSQL socket (pglite-socket), started
 * by `embedded-host.ts` with an IPC channel to the server. Its queries run here, so a slow one never
 * blocks the server's event loop; the server talks to it with node-postgres like to PostgreSQL.
 *
 * It lives exactly as long as the server: it stops when the server asks (message `close`) and when
 * the IPC channel drops (the server exited or was killed with -9). It ignores SIGINT/SIGTERM, which
 * a terminal or a supervisor sends to the whole process group: the server stops it after finishing
 * its requests. A lock file beside the data folder (DATA_DIR/pglite.lock, the pid) keeps a second
 * process off the same files: a new one waits for the old one to exit, then takes over.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pglite-options';

/** Connections the socket server accepts; the server's pool uses one (see client.ts). */
const MAX_CONNECTIONS = 4;
const LOCK_WAIT_MS = 15_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function takeLock(lockFile: string) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8').trim()) : 0;
    if (!holder || holder === process.pid || !alive(holder)) break;
    if (Date.now() > deadline)
      throw new Error(`The embedded database ${lockFile} is held by process ${holder}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeFileSync(lockFile, String(process.pid));
}

async function main() {
  const dataDir = process.env.TAVOLA_PGLITE_DIR ?? 'memory';
  const socketPath = process.env.TAVOLA_PGLITE_SOCKET;
  if (!socketPath || !process.send) throw new Error('pglite-host is started by the server only.');
  let lockFile: string | null = null;
  let db: PGlite;
  if (dataDir === 'memory') {
    db = new PGlite({ extensions: pgliteExtensions });
  } else {
    mkdirSync(dataDir, { recursive: true });
    lockFile = `${dataDir}.lock`;
    await takeLock(lockFile);
    db = new PGlite(dataDir, { extensions: pgliteExtensions });
  }
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
  await server.start();

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    try {
      await server.stop();
      await db.close();
    } catch (error) {
      console.error('embedded database: closing failed', error);
      code = code || 1;
    }
    if (lockFile) rmSync(lockFile, { force: true });
    process.exit(code);
  };
  process.on('message', (message) => {
    if ((message as { type?: string }).type === 'close') void stop(0);
  });
  process.on('disconnect', () => void stop(0));
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  process.send({ type: 'ready' });
}

main().catch((error) => {
  console.error('embedded database:', error instanceof Error ? error.message : error);
  process.exit(1);
});
