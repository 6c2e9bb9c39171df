import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { newsletterSubscribers } from '@server/newsletter/schema';
import { appRoot } from '@server/platform/app-root';
import { rowsOf } from '@test/support/databases';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isEmbeddedDatabase, openDatabase, runMigrations } from './client';
import { isConnectionLost } from './connection-lost';
import { EMBEDDED_NICENESS } from './embedded-host';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The embedded database in its own process: what the server runs on. */
describe('the embedded database process', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tavola-embedded-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the app through node-postgres, keeps transactions whole and dies with close', async () => {
    const dataDir = path.join(root, 'a');
    const database = await openDatabase({ url: '', dataDir });
    await runMigrations(database);
    const pid = database.processId ?? 0;
    expect(pid).toBeGreaterThan(0);
    // Below the server's priority: under load the menu's requests are scheduled first.
    expect(getPriority(pid)).toBe(Math.min(19, getPriority() + EMBEDDED_NICENESS));
    expect(isEmbeddedDatabase(database.db)).toBe(true);
    expect(database.pool).toBeUndefined(); // no LISTEN/NOTIFY bus: this process owns it alone
    // Read-then-write transactions at once: each holds the one connection, none is lost.
    await database.db.execute(sql`create table counter (n int not null)`);
    await database.db.execute(sql`insert into counter values (0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const rows = await rowsOf(tx.execute(sql`select n from counter`));
          const n = (rows[0] as { n: number }).n;
          await tx.execute(sql`update counter set n = ${n + 1}`);
        }),
      ),
    );
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = -1`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await rowsOf(database.db.execute(sql`select n from counter`));
    expect((rows[0] as { n: number }).n).toBe(20);
    await database.db.insert(newsletterSubscribers).values({ email: 'kept@example.com' });
    await database.close();
    expect(alive(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const again = await openDatabase({ url: '', dataDir });
    const emails = (await again.db.select().from(newsletterSubscribers)).map((r) => r.email);
    await again.close();
    expect(emails).toEqual(['kept@example.com']);
  }, 300_000);

  it('tells its owner when the database process dies, and fails the work in flight', async () => {
    let lost: Error | null = null;
    const database = await openDatabase({
      url: '',
      dataDir: path.join(root, 'b'),
      onLost: (error) => {
        lost = error;
      },
    });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // A transaction holds the one connection when the process goes: its next statement fails
      // as a lost connection (a 503), and nothing is thrown outside it.
      let begun: () => void = () => {};
      const inside = new Promise<void>((resolve) => {
        begun = resolve;
      });
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await expect.poll(() => lost, { timeout: 10_000 }).not.toBeNull();
        await tx.execute(sql`select 2`);
      });
      await inside;
      process.kill(database.processId ?? 0, 'SIGKILL');
      const failed = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isConnectionLost(failed), String(failed)).toBe(true);
      expect(String(lost)).toMatch(/ended unexpectedly/);
      const after = await database.db.execute(sql`select 3`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isConnectionLost(after), String(after)).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    await database.close().catch(() => {});
  }, 300_000);

  it('goes when its server is killed with -9, and the next start opens the data', async () => {
    const dataDir = path.join(root, 'c');
    const owner = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(appRoot, 'test/support/embedded-owner.ts'), dataDir],
      { cwd: appRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      let out = '';
      owner.stdout.on('data', (chunk) => {
        out += chunk;
        const found = out.match(/database-pid (\d+)/);
        if (found) resolve(Number(found[1]));
      });
      owner.once('exit', (code) => reject(new Error(`owner exited (${code})`)));
    });
    owner.kill('SIGKILL');
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
    const next = await openDatabase({ url: '', dataDir });
    const rows = await rowsOf(
      next.db.execute(sql`select count(*)::int as n from newsletter_subscribers`),
    );
    await next.close();
    expect(rows).toEqual([{ n: 0 }]);
  }, 300_000);
});
