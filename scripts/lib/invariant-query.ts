/** What every invariant check is made of: a query over the tables and a verdict with examples. */

import type { Db } from '@server/db/client';
import type { sql } from 'drizzle-orm';

export interface InvariantCheck {
  name: string;
  ok: boolean;
  /** What was found: a count, and the first offending rows when it failed. */
  detail: string;
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const sample = (items: unknown[]) =>
  items
    .slice(0, 5)
    .map((item) => JSON.stringify(item))
    .join('; ');

export function check(name: string, offending: unknown[], what: string): InvariantCheck {
  return {
    name,
    ok: offending.length === 0,
    detail:
      offending.length === 0
        ? `0 ${what}`
        : `${offending.length} ${what}, e.g. ${sample(offending)}`,
  };
}
