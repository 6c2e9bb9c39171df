import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiningTable } from './tables';
import { chooseSeatOffers, chooseTableOffers, type WaitingSlot } from './waitlist';

const table = (id: string, minSeats: number, maxSeats: number): DiningTable => ({
  id,
  name: id,
  minSeats,
  maxSeats,
  area: 'Inside',
  joinsWith: [],
});
const w = (id: string, party: number, startMin = 1200): WaitingSlot => ({ id, startMin, party });
const stayFor = () => 90;

describe('who gets a waitlist offer', () => {
  it.each([
    // [case, waiting (oldest first), seats held at 20:00, capacity, offered]
    ['the oldest who fits', [w('a', 2), w('b', 2)], 38, 40, ['a']],
    ['nobody while it is still full', [w('a', 2)], 40, 40, []],
    ['a later smaller party when the first is too large', [w('a', 4), w('b', 2)], 37, 40, ['b']],
    [
      'as many in order as the seats allow',
      [w('a', 2), w('b', 3), w('c', 1)],
      34,
      40,
      ['a', 'b', 'c'],
    ],
    ['stops counting seats others took', [w('a', 3), w('b', 3)], 35, 40, ['a']],
  ] as const)('by sittings: %s', (_case, waiting, held, capacity, offered) => {
    expect(chooseSeatOffers({ waiting, held: new Map([[1200, held]]), capacity })).toEqual(offered);
  });

  it('by sittings: each sitting counts only its own seats', () => {
    const held = new Map([
      [720, 40],
      [1200, 38],
    ]);
    expect(
      chooseSeatOffers({ waiting: [w('a', 2, 720), w('b', 2, 1200)], held, capacity: 40 }),
    ).toEqual(['b']);
  });

  it('by tables: the freed table goes to the oldest party it seats, then counts as taken', () => {
    const tables = [table('T2', 1, 2), table('T4', 3, 4)];
    // T4 is booked 20:00–21:30; T2 is free.
    const bookings = [{ tableIds: ['T4'], start: 1200, stay: 90 }];
    expect(
      chooseTableOffers({ waiting: [w('a', 4), w('b', 2), w('c', 2)], tables, bookings, stayFor }),
    ).toEqual([{ id: 'b', tableIds: ['T2'], stay: 90 }]);
    // A live offer's tables are bookings too: nothing left for anyone.
    expect(
      chooseTableOffers({
        waiting: [w('c', 2)],
        tables,
        bookings: [...bookings, { tableIds: ['T2'], start: 1200, stay: 90 }],
        stayFor,
      }),
    ).toEqual([]);
  });

  it('never offers more seats than a sitting has, and always in waiting order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 40 }),
        (parties, held) => {
          const waiting = parties.map((p, i) => w(`e${i}`, p));
          const offered = chooseSeatOffers({
            waiting,
            held: new Map([[1200, held]]),
            capacity: 40,
          });
          const seats = offered.reduce((sum, id) => sum + parties[Number(id.slice(1))]!, 0);
          expect(held + seats <= 40 || offered.length === 0).toBe(true);
          const order = offered.map((id) => Number(id.slice(1)));
          expect(order).toEqual([...order].sort((x, y) => x - y));
          // Every entry passed over did not fit at its turn.
          let taken = held;
          for (const [i, p] of parties.entries()) {
            const got = offered.includes(`e${i}`);
            expect(got).toBe(taken + p <= 40);
            if (got) taken += p;
          }
        },
      ),
    );
  });
});
