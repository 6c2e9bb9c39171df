import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs a raw statement and returns its rows. Both drivers (node-postgres and PGlite) answer
 * `{ rows }`, but Drizzle's type for `execute` is the union of their result types, which does not
 * show it: the one cast lives here instead of at every raw query.
 */
export async function executeRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
