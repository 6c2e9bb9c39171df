import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { isCalendarDate } from '@shared/calendar-dates';
import { COUNT_CAP, CURSOR_MAX_LENGTH, type PageInfo, pagingTexts } from '@shared/paging';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/**
 * Keyset pagination (docs/decisions/038-keyset-pagination.md): a list is one or more segments,
 * each a WHERE and a sort key read in one direction, the last key being the row id so the order is
 * total.
 * A page is `WHERE (k1, …, id) < (cursor)` ORDER BY the keys LIMIT n+1 on an index of the keys,
 * never OFFSET; the count stops at COUNT_CAP + 1 rows. Key values travel as exact text (timestamps
 * as epoch microseconds), so no row is skipped or repeated at sub-millisecond ties.
 */

export type KeyKind = 'timestamptz' | 'date' | 'text' | 'uuid';
export interface SortKey {
  expr: SQL;
  kind: KeyKind;
}
export interface Segment {
  where: SQL | undefined;
  keys: SortKey[];
  /** Descending (newest first) or ascending. */
  desc: boolean;
}
export interface KeysetList {
  /** Names the list in its cursors: a cursor of another list is refused. */
  name: string;
  /** The whole list (what is counted); the segments split it in reading order. */
  where: SQL | undefined;
  segments: Segment[];
}

const payloadSchema = z.strictObject({
  v: z.literal(1),
  l: z.string().max(60),
  s: z.number().int().min(0).max(8),
  k: z.array(z.string().max(120)).min(1).max(8),
  d: z.enum(['n', 'p']),
  p: z.number().int().min(1).max(1_000_000_000),
});
type Payload = z.infer<typeof payloadSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validKey: Record<KeyKind, (v: string) => boolean> = {
  timestamptz: (v) => /^-?\d{1,17}$/.test(v),
  date: (v) => isCalendarDate(v),
  text: () => true,
  uuid: (v) => UUID.test(v),
};

const badCursor = () => new AppError('invalid', pagingTexts.badCursor);

export const encodeCursor = (payload: Payload) =>
  Buffer.from(JSON.stringify(payload)).toString('base64url');

/** The cursor's payload, checked against the list it is used on; anything else is a 400. */
export function decodeCursor(list: KeysetList, cursor: string): Payload {
  if (cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = payloadSchema.safeParse(raw);
  if (!parsed.success || parsed.data.l !== list.name) throw badCursor();
  const segment = list.segments[parsed.data.s];
  if (!segment || segment.keys.length !== parsed.data.k.length) throw badCursor();
  if (!segment.keys.every((key, i) => validKey[key.kind](parsed.data.k[i] ?? '')))
    throw badCursor();
  return parsed.data;
}

/** The key as exact text, and that text back as a value of the key's type. */
const keyText = (key: SortKey) =>
  key.kind === 'timestamptz'
    ? sql<string>`(extract(epoch from ${key.expr}) * 1000000)::bigint::text`
    : sql<string>`(${key.expr})::text`;
const keyValue = (kind: KeyKind, value: string) => {
  switch (kind) {
    case 'timestamptz':
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case 'date':
      return sql`${value}::date`;
    case 'uuid':
      return sql`${value}::uuid`;
    case 'text':
      return sql`${value}::text`;
  }
};

/** Rows strictly after (`forward`) or before the key values, in the segment's reading order. */
function beyond(segment: Segment, values: string[], forward: boolean): SQL {
  const op = forward === segment.desc ? sql`<` : sql`>`;
  const left = sql.join(
    segment.keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    segment.keys.map((k, i) => keyValue(k.kind, values[i] ?? '')),
    sql`, `,
  );
  return sql`(${left}) ${op} (${right})`;
}

export interface KeysetPage<Row> extends PageInfo {
  rows: Row[];
}

interface Found<Row> {
  row: Row;
  segment: number;
  keys: string[];
}

/** One page of `list` from `table`: the first one, or the one a cursor points to. */
export async function keysetPage<T extends PgTable>(
  db: Db,
  table: T,
  list: KeysetList,
  /** `total`: the list's size when the caller already knows it; then no count is run. */
  request: { cursor?: string; pageSize: number; total?: number },
): Promise<KeysetPage<T['$inferSelect']>> {
  type Row = T['$inferSelect'];
  const { pageSize } = request;
  const cursor = request.cursor ? decodeCursor(list, request.cursor) : null;

  /** Up to `limit` rows walking from a position (or a segment's end) in one direction. */
  async function walk(
    from: { segment: number; keys: string[] | null },
    forward: boolean,
    limit: number,
  ): Promise<Found<Row>[]> {
    const found: Found<Row>[] = [];
    let s = from.segment;
    let keys = from.keys;
    while (found.length < limit && s >= 0 && s < list.segments.length) {
      const segment = list.segments[s] as Segment;
      const ascending = forward !== segment.desc;
      const selection = Object.fromEntries(segment.keys.map((k, i) => [`k${i}`, keyText(k)]));
      const rows = (await db
        .select({ row: table, ...selection } as never)
        .from(table as never)
        .where(and(segment.where, keys ? beyond(segment, keys, forward) : undefined))
        .orderBy(...segment.keys.map((k) => (ascending ? sql`${k.expr} asc` : sql`${k.expr} desc`)))
        .limit(limit - found.length)) as Array<Record<string, unknown>>;
      for (const r of rows)
        found.push({
          row: r.row as Row,
          segment: s,
          keys: segment.keys.map((_, i) => String(r[`k${i}`])),
        });
      s += forward ? 1 : -1;
      keys = null;
    }
    return found;
  }

  async function firstPage() {
    const rows = await walk({ segment: 0, keys: null }, true, pageSize + 1);
    return {
      rows: rows.slice(0, pageSize),
      start: 1,
      hasNext: rows.length > pageSize,
      hasPrev: false,
    };
  }

  async function pageAt(c: Payload) {
    const from = { segment: c.s, keys: c.k };
    if (c.d === 'n') {
      const rows = await walk(from, true, pageSize + 1);
      if (rows.length === 0) return firstPage();
      return {
        rows: rows.slice(0, pageSize),
        start: c.p,
        hasNext: rows.length > pageSize,
        hasPrev: true,
      };
    }
    const rows = await walk(from, false, pageSize + 1);
    // Too few before the cursor to fill a page: the reader is back at the beginning.
    if (rows.length <= pageSize) return firstPage();
    return {
      rows: rows.slice(0, pageSize).reverse(),
      start: Math.max(2, c.p),
      hasNext: true,
      hasPrev: true,
    };
  }

  const [page, total] = await Promise.all([
    cursor ? pageAt(cursor) : firstPage(),
    request.total ?? boundedCount(db, table, list.where),
  ]);
  const first = page.rows[0];
  const last = page.rows[page.rows.length - 1];
  const cursorOf = (at: Found<Row>, d: 'n' | 'p', p: number) =>
    encodeCursor({ v: 1, l: list.name, s: at.segment, k: at.keys, d, p });
  return {
    rows: page.rows.map((f) => f.row),
    pageSize,
    start: first ? page.start : 0,
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    next: last && page.hasNext ? cursorOf(last, 'n', page.start + page.rows.length) : null,
    prev: first && page.hasPrev ? cursorOf(first, 'p', Math.max(1, page.start - pageSize)) : null,
  };
}

/** Rows matching `where`, counted up to COUNT_CAP + 1 (the scan stops there). */
export async function boundedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(limited);
  return Number(row?.n ?? 0);
}
