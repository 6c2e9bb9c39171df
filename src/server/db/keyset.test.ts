import { AppError } from '@server/errors';
import { pagingTexts } from '@shared/paging';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type KeysetList } from './keyset';

const list: KeysetList = {
  name: 'things',
  where: undefined,
  segments: [
    {
      where: undefined,
      keys: [
        { expr: sql`created_at`, kind: 'timestamptz' },
        { expr: sql`id`, kind: 'uuid' },
      ],
      desc: true,
    },
  ],
};
const id = '0b9b6c52-6f0e-4a4e-9f53-2a8c1f7f2c11';
const good = {
  v: 1 as const,
  l: 'things',
  s: 0,
  k: ['1781020800123456', id],
  d: 'n' as const,
  p: 5,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('round-trips a payload through opaque base64url text', () => {
    const cursor = encodeCursor(good);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(list, cursor)).toEqual(good);
    expect(decodeCursor(list, encodeCursor({ ...good, d: 'p', p: 1 }))).toMatchObject({ d: 'p' });
  });

  it.each([
    ['not base64url', '!!!'],
    ['base64 of no JSON', Buffer.from('hello').toString('base64url')],
    ['an empty object', b64({})],
    ['another version', b64({ ...good, v: 2 })],
    ['another list', b64({ ...good, l: 'other' })],
    ['a segment the list lacks', b64({ ...good, s: 1 })],
    ['too few keys', b64({ ...good, k: [id] })],
    ['a timestamp that is not microseconds', b64({ ...good, k: ['2026-01-01', id] })],
    ['a broken id', b64({ ...good, k: ['1', 'x'] })],
    ['a direction', b64({ ...good, d: 'sideways' })],
    ['a position below 1', b64({ ...good, p: 0 })],
    ['an extra field', b64({ ...good, sql: 'drop table' })],
    ['a very long text', 'A'.repeat(2000)],
  ])('refuses %s with a 400 and the shared words', (_, cursor) => {
    let thrown: unknown;
    try {
      decodeCursor(list, cursor);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'invalid', message: pagingTexts.badCursor });
  });
});
