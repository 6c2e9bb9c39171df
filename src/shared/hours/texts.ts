import { formatMoney } from '@shared/money';

/** Every word the hours, slots and zones rules say, to the owner (settings) or to the diner. */

export const WEEKDAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

export const MAX_PERIODS_PER_DAY = 4;
export const CLOSURE_NOTE_MAX = 120;
export const CLOSURES_MAX = 200;
export const LEAD_TIME_MAX_MINUTES = 1440;
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
export const ZONE_NAME_MAX = 60;
export const ZONE_AREAS_MAX = 100;

const period = (start: string, end: string) => `${start}–${end}`;

export const hoursSettingsTexts = {
  timeInvalid: 'Please write times as HH:MM, from 00:00 to 23:59.',
  periodEmpty: (day: string, start: string) =>
    `${day}'s period ${period(start, start)} ends when it starts. To stay open past midnight, end it the next morning (e.g. 18:00–02:00).`,
  tooManyPeriods: (day: string, count: number) =>
    `${day} has ${count} periods; a day can have at most ${MAX_PERIODS_PER_DAY}.`,
  periodsOverlap: (first: string, firstPeriod: string, second: string, secondPeriod: string) =>
    first === second
      ? `${first}'s periods ${firstPeriod} and ${secondPeriod} overlap.`
      : `${first}'s period ${firstPeriod} overlaps ${second}'s period ${secondPeriod}.`,
  closureDateInvalid: 'Please choose a real date for the closure (yyyy-mm-dd).',
  closureEndsBeforeStart: (from: string, to: string) =>
    `A closure cannot end before it starts (${from} to ${to}).`,
  closureNoteTooLong: `A closure note can be at most ${CLOSURE_NOTE_MAX} characters.`,
  tooManyClosures: `At most ${CLOSURES_MAX} closures can be kept. Remove past ones to add more.`,
  leadTimeRange: `The lead time must be a whole number of minutes from 0 to ${LEAD_TIME_MAX_MINUTES}.`,
  slotMinutesRange: `The slot length must be a whole number of minutes from ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX}.`,
  maxPerSlotInvalid:
    'The maximum orders per slot must be a whole number of at least 1 (leave it empty for no cap).',
  pauseUntilInvalid: 'Please choose a valid date and time for the end of the pause.',
} as const;

export const zoneSettingsTexts = {
  nameRequired: `Please name the zone (at most ${ZONE_NAME_MAX} characters).`,
  areasRequired: `Please list the zone's areas or postcodes (1 to ${ZONE_AREAS_MAX}).`,
  areaEmpty: 'An area or postcode cannot be empty.',
  amountInvalid:
    'Please enter an amount of 0 or more, with at most two decimals (e.g. 500 or 1500.50).',
  freeAboveInvalid:
    'Free delivery must start above an amount greater than 0 (leave it empty for none).',
  estimateInvalid: 'The estimated delivery time must be from 1 to 600 minutes.',
  areaInTwoZones: (area: string, first: string, second: string) =>
    `${area} is in two zones: ${first} and ${second}. An address can belong to one zone only.`,
  duplicateName: (name: string) =>
    `Two zones are called ${name}. Please give each a distinct name.`,
} as const;

export const zoneTexts = {
  belowMinimum: (zone: string, minimumMinor: number, shortByMinor: number) =>
    `The minimum order for delivery to ${zone} is ${formatMoney(minimumMinor)}. Add ${formatMoney(shortByMinor)} more, or choose pickup.`,
  notDelivered: (area: string | undefined) =>
    `We do not deliver to ${area?.trim() ? area.trim() : 'this address'} yet. You can choose pickup instead.`,
} as const;

/** Why a chosen time cannot be ordered for, in the diner's words (checkout and the server's re-check). */
export const slotRefusalTexts = {
  closed_hours: 'We are not open at that time. Please choose another time.',
  closure: 'We are closed that day. Please choose another day.',
  not_a_slot: 'Please choose one of the offered times.',
  too_soon: 'That time is too soon for the kitchen to have it ready. Please choose a later time.',
  too_far: 'That time is too far ahead to schedule. Please choose an earlier time.',
  paused: 'Online orders are paused for that time. Please choose a later time.',
  full: 'That time slot has just filled up. Please choose another time.',
  closing_soon: 'We close before an order placed now could be ready. Please schedule it for later.',
} as const;

export type SlotRefusal = keyof typeof slotRefusalTexts;

/** The open state in words (see `describeOpenState`); times are already in the diner's words. */
export const openStateTexts = {
  open: 'Open now',
  openUntil: (until: string) => `Open now · until ${until}`,
  paused: 'Online orders are paused',
  pausedUntil: (until: string) => `Online orders are paused until ${until}`,
  closed: (opens: string | null) => (opens ? `Closed · opens ${opens}` : 'Closed'),
  closure: (today: boolean, note: string, opens: string | null) =>
    `${today ? 'Closed today' : 'Closed'}${note ? ` (${note})` : ''}${opens ? ` · opens ${opens}` : ''}`,
  closureNotice: (from: string, to: string | null, note: string) =>
    `Closed ${to ? `from ${from} to ${to}` : from}${note ? ` (${note})` : ''}`,
} as const;
