import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignTables,
  type DiningTable,
  dayGrid,
  joinable,
  offeredSlots,
  seatingOptions,
  stayMinutes,
  type TableBooking,
  toClock,
  toMinutes,
} from './tables';

/**
 * The availability rule's properties: bookings made only through the rule never
 * overlap on a table; every offered slot can really be booked and booking it keeps the rule
 * consistent; a slot not offered really has no free fitting table or joinable pair.
 */

const STAYS = { staySmall: 90, stayMedium: 120, stayLarge: 150 };
const STARTS = dayGrid(15).filter((t) => t >= '11:00' && t <= '22:00');

/** 1–8 tables; each may join some of the others. */
const tablesArb = fc
  .array(
    fc
      .record({ min: fc.integer({ min: 1, max: 4 }), extra: fc.integer({ min: 0, max: 6 }) })
      .map(({ min, extra }) => ({ min, max: Math.min(20, min + extra) })),
    { minLength: 1, maxLength: 8 },
  )
  .chain((sizes) =>
    fc
      .array(fc.tuple(fc.nat(sizes.length - 1), fc.nat(sizes.length - 1)), { maxLength: 6 })
      .map((joins): DiningTable[] =>
        sizes.map((s, i) => ({
          id: `t${i}`,
          name: `T${i}`,
          minSeats: s.min,
          maxSeats: s.max,
          area: i % 2 ? 'Terrace' : 'Inside',
          joinsWith: joins.filter(([a, b]) => a === i && b !== i).map(([, b]) => `t${b}`),
        })),
      ),
  );

const requestArb = fc.record({
  party: fc.integer({ min: 1, max: 12 }),
  start: fc.constantFrom(...STARTS),
});

/** Books each request the rule accepts, as the service does; the accepted bookings. */
function bookAll(tables: DiningTable[], requests: { party: number; start: string }[]) {
  const bookings: TableBooking[] = [];
  for (const { party, start } of requests) {
    const stay = stayMinutes(party, STAYS);
    const ids = assignTables({ tables, bookings, party, start: toMinutes(start), stay });
    if (ids) bookings.push({ tableIds: ids, start: toMinutes(start), stay });
  }
  return bookings;
}

const noOverlap = (bookings: TableBooking[]) => {
  for (let i = 0; i < bookings.length; i++)
    for (let j = i + 1; j < bookings.length; j++) {
      const a = bookings[i]!;
      const b = bookings[j]!;
      const shared = a.tableIds.some((id) => b.tableIds.includes(id));
      if (shared && a.start < b.start + b.stay && b.start < a.start + a.stay) return false;
    }
  return true;
};

describe('tables: the availability rule', () => {
  it('never puts two overlapping bookings on one table', () => {
    fc.assert(
      fc.property(tablesArb, fc.array(requestArb, { maxLength: 40 }), (tables, requests) => {
        expect(noOverlap(bookAll(tables, requests))).toBe(true);
      }),
    );
  });

  it('every offered slot can be booked, and booking it keeps the day consistent', () => {
    fc.assert(
      fc.property(
        tablesArb,
        fc.array(requestArb, { maxLength: 25 }),
        fc.integer({ min: 1, max: 12 }),
        (tables, requests, party) => {
          const bookings = bookAll(tables, requests);
          const stay = stayMinutes(party, STAYS);
          for (const time of offeredSlots({ tables, bookings, party, stay, starts: STARTS })) {
            const start = toMinutes(time);
            const ids = assignTables({ tables, bookings, party, start, stay });
            expect(ids).not.toBeNull();
            const after = [...bookings, { tableIds: ids!, start, stay }];
            expect(noOverlap(after)).toBe(true);
            // The chosen seating fits the party.
            const chosen = tables.filter((t) => ids!.includes(t.id));
            const most = chosen.reduce((n, t) => n + t.maxSeats, 0);
            expect(party).toBeLessThanOrEqual(most);
          }
        },
      ),
    );
  });

  it('a slot not offered has no free table or joinable pair that fits', () => {
    fc.assert(
      fc.property(
        tablesArb,
        fc.array(requestArb, { maxLength: 25 }),
        fc.integer({ min: 1, max: 12 }),
        (tables, requests, party) => {
          const bookings = bookAll(tables, requests);
          const stay = stayMinutes(party, STAYS);
          const offered = new Set(offeredSlots({ tables, bookings, party, stay, starts: STARTS }));
          const busy = (id: string, start: number) =>
            bookings.some(
              (b) => b.tableIds.includes(id) && start < b.start + b.stay && b.start < start + stay,
            );
          for (const time of STARTS.filter((t) => !offered.has(t))) {
            const start = toMinutes(time);
            // Brute force, independent of seatingOptions: every single and pair.
            for (const a of tables) {
              if (a.minSeats <= party && party <= a.maxSeats) expect(busy(a.id, start)).toBe(true);
              for (const b of tables) {
                if (!joinable(a, b)) continue;
                const fits =
                  party <= a.maxSeats + b.maxSeats && party >= Math.max(a.minSeats, b.minSeats);
                if (fits) expect(busy(a.id, start) || busy(b.id, start)).toBe(true);
              }
            }
          }
        },
      ),
    );
  });
});

describe('tables: best fit and stays', () => {
  const table = (id: string, min: number, max: number, joinsWith: string[] = []) => ({
    id,
    name: id,
    minSeats: min,
    maxSeats: max,
    area: 'Inside',
    joinsWith,
  });
  const tables = [
    table('six', 4, 6),
    table('two-a', 1, 2, ['two-b']),
    table('two-b', 1, 2),
    table('four', 2, 4),
  ];

  it.each([
    [1, ['two-a']],
    [2, ['two-a']],
    [3, ['four']],
    [4, ['four']],
    [5, ['six']],
    [7, null],
  ])('a party of %i sits at %j first', (party, first) => {
    expect(seatingOptions(tables, party)[0] ?? null).toEqual(first);
  });

  it('joins a pair when the single tables are taken', () => {
    const bookings = [
      { tableIds: ['four'], start: toMinutes('19:00'), stay: 120 },
      { tableIds: ['six'], start: toMinutes('19:00'), stay: 120 },
    ];
    expect(
      assignTables({ tables, bookings, party: 4, start: toMinutes('19:30'), stay: 120 }),
    ).toEqual(['two-a', 'two-b']);
    // The stay ends at 21:00: a table is free again from then, not before.
    const half = { tables: [table('four', 2, 4)], bookings, party: 4, stay: 120 };
    expect(assignTables({ ...half, start: toMinutes('20:45') })).toBeNull();
    expect(assignTables({ ...half, start: toMinutes('21:00') })).toEqual(['four']);
  });

  it.each([
    [1, 90],
    [2, 90],
    [3, 120],
    [4, 120],
    [5, 150],
    [8, 150],
  ])('a party of %i stays %i minutes by default', (party, minutes) => {
    expect(stayMinutes(party, STAYS)).toBe(minutes);
  });

  it('writes and reads clock times', () => {
    expect(dayGrid(30)).toHaveLength(48);
    expect(dayGrid(15)[5]).toBe('01:15');
    expect(toClock(toMinutes('23:45'))).toBe('23:45');
  });
});
