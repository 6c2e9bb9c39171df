import { readFileSync } from 'node:fs';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/rows';
import { fromAppRoot } from '@server/platform/app-root';
import { sql } from 'drizzle-orm';

/** How long the database may take to answer a readiness probe before the instance is "not ready". */
export const READY_TIMEOUT_MS = 2_000;

export interface JournalEntry {
  tag: string;
  /** drizzle-kit's timestamp of the migration; the migrator stores it as `created_at`. */
  when: number;
}

/** The committed migrations, from drizzle-kit's journal (read once, at start). */
export function readMigrationJournal(
  file = fromAppRoot('drizzle', 'meta', '_journal.json'),
): JournalEntry[] {
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export type CheckResult = { ok: true } | { ok: false; reason: string };

export interface Readiness {
  ready: boolean;
  checks: {
    database: CheckResult;
    migrations: CheckResult & { missing?: string[] };
  };
}

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown, ms: number) =>
  error instanceof Timeout
    ? `no answer within ${ms} ms`
    : `query failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);

/** The `created_at` of every applied migration (bigint: a string on node-postgres). */
async function appliedMigrations(db: Db): Promise<Set<number>> {
  const rows = await executeRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  return new Set(rows.map((row) => Number(row.created_at)));
}

/**
 * Ready = the database answers `select 1` in time AND every migration of the journal is applied
 * (an instance started on a database another version migrated, or a restore of an older backup,
 * must not take traffic). Two small queries per probe.
 */
export async function checkReadiness(
  db: Db,
  journal: JournalEntry[],
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  try {
    await within(db.execute(sql`select 1`), timeoutMs);
  } catch (error) {
    const skipped = { ok: false as const, reason: 'not checked: the database did not answer' };
    return {
      ready: false,
      checks: { database: { ok: false, reason: reasonOf(error, timeoutMs) }, migrations: skipped },
    };
  }
  let migrations: Readiness['checks']['migrations'];
  try {
    const applied = await within(appliedMigrations(db), timeoutMs);
    const missing = journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
    migrations =
      missing.length === 0
        ? { ok: true }
        : { ok: false, reason: `${missing.length} migration(s) not applied`, missing };
  } catch (error) {
    migrations = { ok: false, reason: reasonOf(error, timeoutMs) };
  }
  return { ready: migrations.ok, checks: { database: { ok: true }, migrations } };
}
