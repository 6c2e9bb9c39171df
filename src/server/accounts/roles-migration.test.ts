import { runMigrations } from '@server/db/client';
import { ROLES } from '@shared/permissions';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Accounts made before the staff roles (drizzle/0019_staff_roles): every 'admin' becomes an
 * 'owner', customers stay customers, and from then on the database holds only the roles of
 * src/shared/permissions.ts.
 */
const id = (n: number) => `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('accounts made before the staff roles (%s)', (kind) => {
  let t: TestDatabase;
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  const rows = async (text: string) =>
    ((await run(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const insert = (n: number, role: string) =>
    run(`insert into users (id, username, email, password_hash, role)
      values ('${id(n)}', 'U${n}', 'u${n}@example.com', 'x', '${role}')`);

  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(t.database, '0017_scheduled_orders');
    await insert(1, 'admin');
    await insert(2, 'customer');
    await insert(3, 'admin');
    await runMigrations(t.database);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('turns every admin into an owner and leaves customers as they were', async () => {
    expect(await rows('select username, role from users order by username')).toEqual([
      { username: 'U1', role: 'owner' },
      { username: 'U2', role: 'customer' },
      { username: 'U3', role: 'owner' },
    ]);
  });

  it('accepts every role of the permission table and nothing else', async () => {
    for (const [n, role] of ROLES.entries()) await insert(10 + n, role);
    await expect(insert(30, 'admin')).rejects.toThrow();
    await expect(insert(31, 'Owner')).rejects.toThrow();
    await expect(run(`update users set role = 'chef' where id = '${id(2)}'`)).rejects.toThrow();
  });
});
