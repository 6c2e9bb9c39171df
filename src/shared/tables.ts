import { z } from 'zod';

/**
 * Tables, stay times and the slots they leave free: the one pure rule the
 * wizard's offered times, the booking's table assignment and the host's move all apply.
 * Times are minutes from the booked day's midnight (a stay may run past 1440: after midnight).
 */

export interface DiningTable {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  area: string;
  /** Ids of the neighbours it can be pushed together with (a pair seats the sum). */
  joinsWith: string[];
}

/** A booking holding its table(s) from `start` for `stay` minutes. */
export interface TableBooking {
  tableIds: readonly string[];
  start: number;
  stay: number;
}

export const MAX_TABLE_SEATS = 20;
export const TABLE_NAME_MAX = 40;
export const SLOT_INTERVALS = [15, 30] as const;
export type SlotInterval = (typeof SLOT_INTERVALS)[number];

export const tableTexts = {
  nameRequired: 'Please give the table a name.',
  nameTooLong: `A table name can be at most ${TABLE_NAME_MAX} characters long.`,
  nameTaken: 'Another table already has this name.',
  seatsRange: `Seats must be whole numbers from 1 to ${MAX_TABLE_SEATS}.`,
  minAboveMax: 'The fewest seats cannot be more than the most seats.',
  areaRequired: 'Please say where the table is (for example Inside or Terrace).',
  unknownNeighbour: 'A table it joins with does not exist.',
  selfNeighbour: 'A table cannot join with itself.',
  notFound: 'Table not found.',
  inUse: 'This table has upcoming bookings. Move them to another table first.',
  noFit: 'No free table fits this party at that time.',
  tableBusy: 'That table is taken at this time or does not fit the party.',
  moved: 'Booking moved.',
} as const;

const seats = z
  .number({ error: tableTexts.seatsRange })
  .int(tableTexts.seatsRange)
  .min(1, tableTexts.seatsRange)
  .max(MAX_TABLE_SEATS, tableTexts.seatsRange);

export const tableInputSchema = z
  .strictObject({
    name: z
      .string({ error: tableTexts.nameRequired })
      .trim()
      .min(1, tableTexts.nameRequired)
      .max(TABLE_NAME_MAX, tableTexts.nameTooLong),
    minSeats: seats,
    maxSeats: seats,
    area: z
      .string({ error: tableTexts.areaRequired })
      .trim()
      .min(1, tableTexts.areaRequired)
      .max(TABLE_NAME_MAX, tableTexts.nameTooLong),
    joinsWith: z.array(z.uuid(tableTexts.unknownNeighbour)).max(20).default([]),
  })
  .refine((t) => t.minSeats <= t.maxSeats, { message: tableTexts.minAboveMax, path: ['minSeats'] });
export type TableInput = z.output<typeof tableInputSchema>;

export const tableSchema = z.object({
  id: z.string(),
  name: z.string(),
  minSeats: z.number(),
  maxSeats: z.number(),
  area: z.string(),
  joinsWith: z.array(z.string()),
});
export const tableListSchema = z.object({ tables: z.array(tableSchema) });
export const tableResponseSchema = z.object({ table: tableSchema });
export const tableIdParamsSchema = z.object({ id: z.uuid(tableTexts.notFound) });
export const moveTableInputSchema = z.strictObject({
  tableId: z.uuid(tableTexts.notFound),
});

/** The stay a party is given: the owner's three bands (1–2, 3–4, 5 and more guests). */
export interface StayRules {
  staySmall: number;
  stayMedium: number;
  stayLarge: number;
}
export function stayMinutes(party: number, rules: StayRules): number {
  if (party <= 2) return rules.staySmall;
  if (party <= 4) return rules.stayMedium;
  return rules.stayLarge;
}

export const toMinutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const pad = (n: number) => String(n).padStart(2, '0');
export const toClock = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** Every start of a day on the grid: 00:00, then every `interval` minutes. */
export const dayGrid = (interval: SlotInterval): string[] =>
  Array.from({ length: 1440 / interval }, (_, i) => toClock(i * interval));

const overlaps = (a: number, aStay: number, b: number, bStay: number) =>
  a < b + bStay && b < a + aStay;

/** Whether `tableId` is free for the whole of [start, start + stay). */
export function tableFree(
  tableId: string,
  start: number,
  stay: number,
  bookings: readonly TableBooking[],
): boolean {
  return !bookings.some(
    (b) => b.tableIds.includes(tableId) && overlaps(start, stay, b.start, b.stay),
  );
}

const bySize = (a: DiningTable, b: DiningTable) =>
  a.maxSeats - b.maxSeats || a.minSeats - b.minSeats || a.name.localeCompare(b.name);

/** Whether two tables join: either names the other as a neighbour. */
export const joinable = (a: DiningTable, b: DiningTable) =>
  a.id !== b.id && (a.joinsWith.includes(b.id) || b.joinsWith.includes(a.id));

/**
 * The ways to seat `party`, best fit first: single tables whose range holds the party, smallest
 * first; then joinable pairs whose summed seats hold it (and whose larger minimum it reaches),
 * smallest sum first.
 */
export function seatingOptions(tables: readonly DiningTable[], party: number): string[][] {
  const sorted = [...tables].sort(bySize);
  const singles = sorted
    .filter((t) => t.minSeats <= party && party <= t.maxSeats)
    .map((t) => [t.id]);
  const pairs: { ids: string[]; sum: number; names: string }[] = [];
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      if (!joinable(a, b)) continue;
      const sum = a.maxSeats + b.maxSeats;
      if (party <= sum && party >= Math.max(a.minSeats, b.minSeats))
        pairs.push({ ids: [a.id, b.id], sum, names: `${a.name} ${b.name}` });
    }
  pairs.sort((x, y) => x.sum - y.sum || x.names.localeCompare(y.names));
  return [...singles, ...pairs.map((p) => p.ids)];
}

/** The best free seating for `party` at `start` for `stay` minutes, or null when none is free. */
export function assignTables(input: {
  tables: readonly DiningTable[];
  bookings: readonly TableBooking[];
  party: number;
  start: number;
  stay: number;
}): string[] | null {
  const { bookings, start, stay } = input;
  return (
    seatingOptions(input.tables, input.party).find((ids) =>
      ids.every((id) => tableFree(id, start, stay, bookings)),
    ) ?? null
  );
}

/**
 * The offered slots: of the candidate starts ('HH:MM', those inside the reservation hours and
 * not yet past), those where some table or joinable pair fits the party for the whole stay.
 */
export function offeredSlots(input: {
  tables: readonly DiningTable[];
  bookings: readonly TableBooking[];
  party: number;
  stay: number;
  starts: readonly string[];
}): string[] {
  return input.starts.filter((time) => assignTables({ ...input, start: toMinutes(time) }) !== null);
}
