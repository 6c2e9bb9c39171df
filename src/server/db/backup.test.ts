import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newsletterSubscribers } from '@server/newsletter/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from './backup';
import { openDatabase, runMigrations } from './client';

describe('embedded database backup', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tavola-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('round-trips: rows written before the backup are back after a restore, later ones are gone', async () => {
    const dataDir = path.join(root, 'data');
    const first = await openDatabase({ url: '', dataDir });
    await runMigrations(first);
    await first.db.insert(newsletterSubscribers).values({ email: 'kept@example.com' });
    await first.close();

    const file = path.join(root, 'backup.tar.gz');
    const { bytes } = await backupPglite(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);

    const second = await openDatabase({ url: '', dataDir });
    await second.db.insert(newsletterSubscribers).values({ email: 'after-backup@example.com' });
    await second.close();

    const { keptPrevious } = await restorePglite(dataDir, file);
    expect(keptPrevious).toContain('before-restore');

    const restored = await openDatabase({ url: '', dataDir });
    const emails = (await restored.db.select().from(newsletterSubscribers)).map((r) => r.email);
    await restored.close();
    expect(emails).toEqual(['kept@example.com']);
  }, 300_000);
});
