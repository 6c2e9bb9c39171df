import { zonedInstant, zonedNow } from '@shared/calendar-dates';
import { describe, expect, it } from 'vitest';
import { prepDueAt, scheduledWhen, slotsByDay, stageWhenPaid } from './scheduled-orders';

const LONDON = 'Europe/London';
const LAGOS = 'Africa/Lagos';
/** A wall-clock moment ('2026-03-29 03:00') in `zone` as an instant (first showing). */
const at = (moment: string, zone: string) => {
  const [date, time] = moment.split(' ') as [string, string];
  return zonedInstant(date, time, zone);
};
/** The instant as the restaurant's clock shows it, with the zone's offset to tell BST from GMT. */
const clock = (instant: Date, zone: string) => {
  const { date, time } = zonedNow(instant, zone);
  return `${date} ${time}`;
};

describe('prepDueAt: when a scheduled order moves to New', () => {
  // [zone, ready (wall clock, first showing), lead minutes, due (wall clock), due (UTC)]
  it.each([
    // An ordinary evening: ready 19:30, 30 minutes of lead.
    [LAGOS, '2026-11-24 19:30', 30, '2026-11-24 19:00', '2026-11-24T18:00:00.000Z'],
    // Midnight: ready a quarter past, due the evening before.
    [LAGOS, '2026-11-25 00:15', 30, '2026-11-24 23:45', '2026-11-24T22:45:00.000Z'],
    [LAGOS, '2026-11-25 00:00', 0, '2026-11-25 00:00', '2026-11-24T23:00:00.000Z'],
    // London, clocks forward on 29 March (01:00 GMT -> 02:00 BST): 90 real minutes before 03:00
    // BST is 00:30 GMT, two and a half hours earlier on the wall clock.
    [LONDON, '2026-03-29 03:00', 90, '2026-03-29 00:30', '2026-03-29T00:30:00.000Z'],
    [LONDON, '2026-03-29 02:15', 30, '2026-03-29 00:45', '2026-03-29T00:45:00.000Z'],
    // ...and the day before the change, across midnight.
    [LONDON, '2026-03-29 00:20', 45, '2026-03-28 23:35', '2026-03-28T23:35:00.000Z'],
    // London, clocks back on 25 October (02:00 BST -> 01:00 GMT): 60 minutes before 02:30 GMT is
    // 01:30 GMT, the second showing of 01:30; 120 minutes before is 01:30 BST, the first showing.
    [LONDON, '2026-10-25 02:30', 60, '2026-10-25 01:30', '2026-10-25T01:30:00.000Z'],
    [LONDON, '2026-10-25 02:30', 120, '2026-10-25 01:30', '2026-10-25T00:30:00.000Z'],
    [LONDON, '2026-10-25 01:30', 60, '2026-10-25 00:30', '2026-10-24T23:30:00.000Z'],
  ] as const)('%s ready %s, lead %i -> due %s (%s)', (zone, ready, lead, wall, utc) => {
    const due = prepDueAt(at(ready, zone), lead);
    expect(due.toISOString()).toBe(utc);
    expect(clock(due, zone)).toBe(wall);
  });
});

describe('stageWhenPaid', () => {
  const ready = at('2026-11-24 19:30', LAGOS);
  it.each([
    ['ASAP', null, 30, '2026-11-24 12:00', 'new'],
    ['prep due later', ready, 30, '2026-11-24 12:00', 'scheduled'],
    ['prep due one minute later', ready, 30, '2026-11-24 18:59', 'scheduled'],
    ['prep due now', ready, 30, '2026-11-24 19:00', 'new'],
    ['prep overdue', ready, 30, '2026-11-24 19:10', 'new'],
    ['no lead time', ready, 0, '2026-11-24 19:29', 'scheduled'],
  ] as const)('%s -> %s', (_, scheduledFor, lead, paidAt, stage) => {
    expect(stageWhenPaid(scheduledFor, lead, at(paidAt, LAGOS))).toBe(stage);
  });
});

describe('scheduledWhen', () => {
  const now = at('2026-11-24 12:00', LAGOS); // a Tuesday
  it.each([
    ['2026-11-24 19:30', 'Tue 19:30'],
    ['2026-11-25 00:15', 'Wed 00:15'],
    ['2026-11-30 22:00', 'Mon 22:00'],
    ['2026-12-01 19:30', 'Tue 1 Dec 19:30'],
    ['2026-11-23 19:30', 'Mon 23 Nov 19:30'],
  ])('%s reads %s', (moment, words) => {
    expect(scheduledWhen(at(moment, LAGOS), now, LAGOS)).toBe(words);
  });
});

describe('slotsByDay', () => {
  it('groups slots by the restaurant calendar day, keeping their order', () => {
    const slots = [
      '2026-11-24 22:00',
      '2026-11-24 23:45',
      '2026-11-25 00:00',
      '2026-11-25 11:00',
    ].map((moment) => at(moment, LAGOS).toISOString());
    expect(slotsByDay(slots, LAGOS)).toEqual([
      {
        date: '2026-11-24',
        times: [
          { at: slots[0], time: '22:00' },
          { at: slots[1], time: '23:45' },
        ],
      },
      {
        date: '2026-11-25',
        times: [
          { at: slots[2], time: '00:00' },
          { at: slots[3], time: '11:00' },
        ],
      },
    ]);
  });
});
