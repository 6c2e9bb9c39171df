import { isCalendarDate } from '@shared/calendar-dates';
import {
  CLOSURE_NOTE_MAX,
  CLOSURES_MAX,
  LEAD_TIME_MAX_MINUTES,
  MAX_PERIODS_PER_DAY,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  hoursSettingsTexts as texts,
  WEEKDAY_NAMES,
} from '@shared/hours/texts';
import { overlappingPeriods, WEEKDAYS, type Weekday, type WeeklyHours } from '@shared/hours/week';
import { z } from 'zod';

/**
 * The opening-hours settings the owner edits, as zod schemas shared by the
 * settings page and the server. Times are wall-clock times in the restaurant's zone; dates are its
 * calendar dates. The rules that read them live beside this file
 * (docs/decisions/034-opening-hours.md).
 */

export const SERVICES = ['delivery', 'pickup', 'reservations'] as const;
export type Service = (typeof SERVICES)[number];
/** The services a diner orders online: the pause switch stops these, not table bookings. */
export const ORDER_SERVICES: readonly Service[] = ['delivery', 'pickup'];

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string({ error: texts.timeInvalid }).regex(TIME_PATTERN, texts.timeInvalid);

/**
 * One opening period. An end at or before the start crosses midnight: 18:00–02:00 runs into the
 * next morning and belongs to the day it starts (its closures, its weekday).
 */
export const periodSchema = z.strictObject({ start: timeSchema, end: timeSchema });

const daySchema = z.array(periodSchema);

export const weeklyHoursSchema = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<
      Weekday,
      typeof daySchema
    >,
  )
  .superRefine((week, ctx) => {
    for (const day of WEEKDAYS) {
      const periods = week[day];
      if (periods.length > MAX_PERIODS_PER_DAY) {
        ctx.addIssue({
          code: 'custom',
          path: [day],
          message: texts.tooManyPeriods(WEEKDAY_NAMES[day], periods.length),
        });
      }
      periods.forEach((period, index) => {
        if (period.start === period.end) {
          ctx.addIssue({
            code: 'custom',
            path: [day, index, 'end'],
            message: texts.periodEmpty(WEEKDAY_NAMES[day], period.start),
          });
        }
      });
    }
    for (const clash of overlappingPeriods(week)) {
      ctx.addIssue({
        code: 'custom',
        path: [clash.second.day, clash.second.index],
        message: texts.periodsOverlap(
          WEEKDAY_NAMES[clash.first.day],
          `${clash.first.period.start}–${clash.first.period.end}`,
          WEEKDAY_NAMES[clash.second.day],
          `${clash.second.period.start}–${clash.second.period.end}`,
        ),
      });
    }
  });

const dateSchema = z
  .string({ error: texts.closureDateInvalid })
  .refine(isCalendarDate, texts.closureDateInvalid);

/**
 * A closure: the calendar dates `from` to `to` (inclusive; `to` = `from` for one day), with the
 * note diners read. It closes every service on those dates (see `periodsStartingOn`).
 */
export const closureSchema = z
  .strictObject({
    from: dateSchema,
    to: dateSchema,
    note: z.string().trim().max(CLOSURE_NOTE_MAX, texts.closureNoteTooLong),
  })
  .refine((closure) => closure.to >= closure.from, {
    path: ['to'],
    error: (issue) => {
      const closure = issue.input as { from: string; to: string };
      return texts.closureEndsBeforeStart(closure.from, closure.to);
    },
  });
export type Closure = z.infer<typeof closureSchema>;

/**
 * On: ASAP orders stop; with `until` (an instant), scheduled times before it are refused too.
 * `since` and `by` (the staff member's name) are written by the server when the pause starts, so
 * every staff screen can say who stopped the orders and when.
 */
export const pauseSchema = z.strictObject({
  on: z.boolean(),
  until: z.iso.datetime({ offset: true, error: texts.pauseUntilInvalid }).nullable(),
  since: z.iso.datetime({ offset: true }).nullable().optional(),
  by: z.string().max(120).nullable().optional(),
});
export type Pause = z.infer<typeof pauseSchema>;

export const hoursSettingsSchema = z.strictObject({
  hours: z.strictObject({
    /** The restaurant's hours; a service whose own hours are null uses these ("same as"). */
    default: weeklyHoursSchema,
    delivery: weeklyHoursSchema.nullable(),
    pickup: weeklyHoursSchema.nullable(),
    reservations: weeklyHoursSchema.nullable(),
  }),
  closures: z.array(closureSchema).max(CLOSURES_MAX, texts.tooManyClosures),
  /** Minimum minutes from placing an order to its ready time. */
  leadTimeMinutes: z
    .number({ error: texts.leadTimeRange })
    .int(texts.leadTimeRange)
    .min(0, texts.leadTimeRange)
    .max(LEAD_TIME_MAX_MINUTES, texts.leadTimeRange),
  slotMinutes: z
    .number({ error: texts.slotMinutesRange })
    .int(texts.slotMinutesRange)
    .min(SLOT_MINUTES_MIN, texts.slotMinutesRange)
    .max(SLOT_MINUTES_MAX, texts.slotMinutesRange),
  /** Orders (ASAP and scheduled alike) one slot takes; null = no cap. */
  maxOrdersPerSlot: z
    .number({ error: texts.maxPerSlotInvalid })
    .int(texts.maxPerSlotInvalid)
    .min(1, texts.maxPerSlotInvalid)
    .nullable(),
  pause: pauseSchema,
});
export type HoursSettings = z.infer<typeof hoursSettingsSchema>;

export const DEFAULT_SLOT_MINUTES = 15;

/** The weekly hours that apply to `service`: its own, or the default when it has none. */
export const hoursFor = (settings: HoursSettings, service: Service): WeeklyHours =>
  settings.hours[service] ?? settings.hours.default;
