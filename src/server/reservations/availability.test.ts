import { describe, expect, it } from 'vitest';
import { type BookedSeats, fits, type SlotAvailability, slotsForDate } from './availability';

const date = '2025-03-15';
const morning = { date, time: '09:30' };
const slot = (slots: SlotAvailability[], time: string) => slots.find((s) => s.time === time);

describe('slotsForDate (the availability rule)', () => {
  const cases: Array<{
    name: string;
    bookings: BookedSeats[];
    capacity?: number;
    now?: { date: string; time: string };
    expect: Record<string, [state: string, seatsLeft: number]>;
  }> = [
    {
      name: 'no bookings: every slot open with the full capacity',
      bookings: [],
      expect: {
        '12:00': ['available', 40],
        '14:00': ['available', 40],
        '16:00': ['available', 40],
        '18:00': ['available', 40],
        '20:00': ['available', 40],
      },
    },
    {
      name: 'partly full: seats of pending and confirmed bookings add up',
      bookings: [
        { time: '18:00', status: 'pending', seats: 6 },
        { time: '18:00', status: 'confirmed', seats: 10 },
        { time: '12:00', status: 'pending', seats: 2 },
      ],
      expect: {
        '18:00': ['available', 24],
        '12:00': ['available', 38],
        '14:00': ['available', 40],
      },
    },
    {
      name: 'full: held seats reach the capacity exactly',
      bookings: [
        { time: '20:00', status: 'confirmed', seats: 30 },
        { time: '20:00', status: 'pending', seats: 10 },
      ],
      expect: { '20:00': ['full', 0], '18:00': ['available', 40] },
    },
    {
      name: 'a pending booking alone holds seats (not only confirmed ones)',
      bookings: [{ time: '14:00', status: 'pending', seats: 40 }],
      expect: { '14:00': ['full', 0] },
    },
    {
      name: 'canceled bookings free their seats',
      bookings: [
        { time: '20:00', status: 'confirmed', seats: 30 },
        { time: '20:00', status: 'canceled', seats: 10 },
        { time: '16:00', status: 'canceled', seats: 40 },
      ],
      expect: { '20:00': ['available', 10], '16:00': ['available', 40] },
    },
    {
      name: 'capacity edge: one seat left is still available',
      bookings: [{ time: '12:00', status: 'confirmed', seats: 39 }],
      expect: { '12:00': ['available', 1] },
    },
    {
      name: 'over-held data (capacity lowered later) shows full with 0 left, never negative',
      bookings: [{ time: '12:00', status: 'confirmed', seats: 50 }],
      expect: { '12:00': ['full', 0] },
    },
    {
      name: 'capacity of 1',
      capacity: 1,
      bookings: [{ time: '16:00', status: 'pending', seats: 1 }],
      expect: { '16:00': ['full', 0], '18:00': ['available', 1] },
    },
    {
      name: "today: slots at or before the restaurant's current time are past",
      bookings: [],
      now: { date, time: '14:00' },
      expect: {
        '12:00': ['past', 40],
        '14:00': ['past', 40],
        '16:00': ['available', 40],
        '20:00': ['available', 40],
      },
    },
    {
      name: 'today one minute before a slot: still bookable',
      bookings: [],
      now: { date, time: '19:59' },
      expect: { '18:00': ['past', 40], '20:00': ['available', 40] },
    },
    {
      name: 'today late at night: every slot past',
      bookings: [],
      now: { date, time: '23:59' },
      expect: { '12:00': ['past', 40], '20:00': ['past', 40] },
    },
    {
      name: 'past beats full: a full slot of the past is shown as past',
      bookings: [{ time: '12:00', status: 'confirmed', seats: 40 }],
      now: { date, time: '13:00' },
      expect: { '12:00': ['past', 0] },
    },
    {
      name: 'an earlier date: every slot past',
      bookings: [],
      now: { date: '2025-03-16', time: '00:00' },
      expect: { '12:00': ['past', 40], '20:00': ['past', 40] },
    },
    {
      name: 'a later date is never past, whatever the hour now',
      bookings: [],
      now: { date: '2025-03-14', time: '23:59' },
      expect: { '12:00': ['available', 40], '20:00': ['available', 40] },
    },
    {
      name: 'bookings at a time that is not a slot are ignored',
      bookings: [{ time: '13:00', status: 'confirmed', seats: 40 }],
      expect: { '12:00': ['available', 40], '14:00': ['available', 40] },
    },
  ];

  it.each(cases)('$name', (c) => {
    const slots = slotsForDate({
      date,
      bookings: c.bookings,
      capacity: c.capacity ?? 40,
      now: c.now ?? morning,
    });
    expect(slots.map((s) => s.time)).toEqual(['12:00', '14:00', '16:00', '18:00', '20:00']);
    for (const [time, [state, seatsLeft]] of Object.entries(c.expect)) {
      expect(slot(slots, time), time).toEqual({ time, state, seatsLeft });
    }
  });
});

describe('fits (does a booking of n seats fit a slot)', () => {
  const open = (seatsLeft: number): SlotAvailability => ({
    time: '18:00',
    seatsLeft,
    state: seatsLeft > 0 ? 'available' : 'full',
  });
  it.each([
    { slot: open(40), seats: 40, fits: true },
    { slot: open(40), seats: 41, fits: false },
    { slot: open(3), seats: 3, fits: true },
    { slot: open(3), seats: 4, fits: false },
    { slot: open(1), seats: 1, fits: true },
    { slot: open(0), seats: 1, fits: false },
    { slot: { time: '12:00', seatsLeft: 40, state: 'past' } as const, seats: 1, fits: false },
    { slot: undefined, seats: 1, fits: false },
  ])('$seats seats into $slot.seatsLeft left ($slot.state) → $fits', (c) => {
    expect(fits(c.slot, c.seats)).toBe(c.fits);
  });
});
