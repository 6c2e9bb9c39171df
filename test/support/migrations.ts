import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, runMigrations } from '@server/db/client';
import { fromAppRoot } from '@server/platform/app-root';

/**
 * Migrates `database` up to and including the migration tagged `lastTag` (e.g.
 * '0006_refund_reconciliation_sql'), from a copy of the committed folder whose journal stops there:
 * the state an older release left, to test a data move on rows the old code wrote.
 */
export async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const source = fromAppRoot('drizzle');
  const folder = mkdtempSync(path.join(tmpdir(), 'tavola-migrations-'));
  try {
    cpSync(source, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (end < 0) throw new Error(`No migration tagged ${lastTag}`);
    journal.entries = journal.entries.slice(0, end + 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    await runMigrations(database, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
