/** A fingerprint of every table, so that the API fuzz can tell that a refused request changed nothing. */

import type { TestApp } from '@test/support/test-app';
import { sql } from 'drizzle-orm';

/**
 * Tables left out of the fingerprint, with why a refused request may change them by design:
 * rate_limits counts attempts, and the refused ones are what it counts (failed sign-ins, sign-ups,
 * reset and verification mails and checkout starts over their limits are answered 429 after
 * counting; a checkout start is counted before the cart and address are checked); staff_watchers
 * is the presence of staff on live views, which a read of the host's day marks by
 * design, so that no new-booking alert is mailed while someone is looking at the bookings.
 */
export const UNFINGERPRINTED = new Set(['rate_limits', 'staff_watchers']);

/**
 * Columns left out of a table's fingerprint: users.cart_revision is moved on by every statement
 * that writes cart lines (drizzle/0044), a cache key rather than data; a cart change shows in
 * cart_items itself, and a change undone leaves the revision moved on by design.
 */
const UNFINGERPRINTED_COLUMNS: Record<string, string[]> = { users: ['cart_revision'] };

const rowText = (name: string) => {
  const left = UNFINGERPRINTED_COLUMNS[name];
  if (!left) return 't::text';
  return `(to_jsonb(t) ${left.map((c) => `- '${c}'`).join(' ')})::text`;
};

/** Rows of a raw query: PGlite and node-postgres both answer with `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Fingerprint = Map<string, { rows: number; hash: string }>;

export async function tablesToFingerprint(t: TestApp): Promise<string[]> {
  const result = await t.db.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result)
    .map((r) => r.table_name)
    .filter((name) => !UNFINGERPRINTED.has(name));
}

/**
 * Row count and a hash of every row (each row's text hashed to 64 bits, summed: no sorting, so it
 * stays fast as the fuzz adds rows) of each table, in one statement.
 */
export async function fingerprint(t: TestApp, tables: string[]): Promise<Fingerprint> {
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtextextended(${rowText(name)}, 0)), 0)::text as hash from "${name}" t`,
    )
    .join(' union all ');
  const result = await t.db.database.db.execute(sql.raw(query));
  const rows = rowsOf<{ name: string; rows: number; hash: string }>(result);
  return new Map(rows.map((r) => [r.name, { rows: Number(r.rows), hash: r.hash }]));
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].flatMap(([name, now]) => {
    const then = before.get(name);
    if (then?.hash === now.hash) return [];
    return [
      `${name} (${then?.rows ?? 0} -> ${now.rows} rows${then?.rows === now.rows ? ', content changed' : ''})`,
    ];
  });
}
