import { addDays, zonedNow } from '@shared/calendar-dates';
import { describeOpenState } from '@shared/hours/describe';
import { openAt } from '@shared/hours/open-state';
import { closureOn } from '@shared/hours/periods';
import { type HoursSettings, hoursSettingsSchema, SERVICES } from '@shared/hours/settings';
import { asapEstimate, isSlotAllowed, orderSlots } from '@shared/hours/slots';
import { overlappingPeriods, type Period, WEEKDAYS, type WeeklyHours } from '@shared/hours/week';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * Properties of the hours and slots over random settings, zones and instants, weighted towards
 * the daylight-saving changes of 2026 and towards periods past midnight.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = 'Africa/Lagos Europe/London America/New_York Australia/Lord_Howe Asia/Kathmandu';
/** The 2026 clock changes of those zones (New York, London twice, New York, Lord Howe). */
const DST_CHANGES =
  '2026-03-08T07:00Z 2026-03-29T01:00Z 2026-10-25T01:00Z 2026-11-01T06:00Z 2026-10-03T15:30Z';

const clock = fc.integer({ min: 0, max: 95 }).map((quarter) => {
  const minutes = quarter * 15 + (quarter % 3 === 2 ? 10 : 0);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const period = fc.record({ start: clock, end: clock }).filter((p) => p.start !== p.end);

/** Up to 4 periods a day, keeping only those that clash with none already kept. */
const weeklyHours = fc
  .array(fc.tuple(fc.constantFrom(...WEEKDAYS), period), { maxLength: 14 })
  .map((entries) => {
    const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as Period[]])) as WeeklyHours;
    for (const [day, candidate] of entries) {
      if (week[day].length >= 4) continue;
      week[day].push(candidate);
      if (overlappingPeriods(week).length > 0) week[day].pop();
    }
    return week;
  });

const now = fc.oneof(
  fc
    .constantFrom(...DST_CHANGES.split(' '))
    .chain((change) =>
      fc.integer({ min: -3 * DAY, max: DAY }).map((shift) => new Date(Date.parse(change) + shift)),
    ),
  fc
    .integer({ min: Date.parse('2026-01-01T00:00Z'), max: Date.parse('2026-12-31T00:00Z') })
    .map((ms) => new Date(ms)),
);

/** A closure from `start` days after today, `length` days more. */
const closure = fc.record({
  start: fc.integer({ min: -2, max: 9 }),
  length: fc.integer({ min: 0, max: 3 }),
});

const scenario = fc
  .record({
    zone: fc.constantFrom(...ZONES.split(' ')),
    now,
    week: weeklyHours,
    service: fc.constantFrom(...SERVICES),
    closures: fc.array(closure, { maxLength: 3 }),
    leadTimeMinutes: fc.integer({ min: 0, max: 300 }),
    slotMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90),
    maxOrdersPerSlot: fc.option(fc.integer({ min: 1, max: 3 })),
    /** Off, on without an end, or on until that many ms from now (in the past: over). */
    pause: fc.oneof(
      fc.constant('off' as const),
      fc.constant('on' as const),
      fc.integer({ min: -DAY, max: 3 * DAY }),
    ),
    takenSeed: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 60 }),
  })
  .map((drawn) => {
    const today = zonedNow(drawn.now, drawn.zone).date;
    const settings: HoursSettings = hoursSettingsSchema.parse({
      hours: { default: drawn.week, delivery: null, pickup: null, reservations: null },
      closures: drawn.closures.map(({ start, length }) => ({
        from: addDays(today, start),
        to: addDays(today, start + length),
        note: `Closed ${start}`,
      })),
      leadTimeMinutes: drawn.leadTimeMinutes,
      slotMinutes: drawn.slotMinutes,
      maxOrdersPerSlot: drawn.maxOrdersPerSlot,
      pause:
        drawn.pause === 'off'
          ? { on: false, until: null }
          : {
              on: true,
              until:
                drawn.pause === 'on'
                  ? null
                  : new Date(drawn.now.getTime() + drawn.pause).toISOString(),
            },
    });
    // Orders already taken: counts spread over the slots the settings offer without a cap.
    const free = { ...settings, maxOrdersPerSlot: null };
    const uncapped = orderSlots(free, drawn.service, drawn.now, drawn.zone);
    const taken = new Map(
      drawn.takenSeed.map((count, index) => [uncapped[index * 3]?.toISOString() ?? '', count]),
    );
    return { ...drawn, settings, taken };
  });

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
const unpaused = (s: Scenario): HoursSettings => ({
  ...s.settings,
  pause: { on: false, until: null },
});
const pauseEnd = (s: Scenario) =>
  s.settings.pause.on && s.settings.pause.until && s.service !== 'reservations'
    ? Date.parse(s.settings.pause.until)
    : 0;
const runs = { numRuns: 100 };
/** At most about 40 evenly spread items, the first and last among them: each costs zone arithmetic. */
const sample = <T>(items: T[]): T[] => {
  const step = Math.max(1, Math.floor(items.length / 40));
  return items.filter((_, index) => index % step === 0 || index === items.length - 1);
};

describe('order slots, property by property', { timeout: 120_000 }, () => {
  it('every slot is open, on its period’s grid, after the lead time and the pause, not closed, not full', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const slot of sample(
          orderSlots(s.settings, s.service, s.now, s.zone, { taken: s.taken }),
        )) {
          const state = openAt(unpaused(s), s.service, slot, s.zone);
          if (!state.open) throw new Error(`slot ${slot.toISOString()} is not open`);
          expect(
            (slot.getTime() - state.periodStart.getTime()) % (s.settings.slotMinutes * MINUTE),
          ).toBe(0);
          expect(slot.getTime()).toBeGreaterThanOrEqual(
            s.now.getTime() + s.settings.leadTimeMinutes * MINUTE,
          );
          expect(slot.getTime()).toBeGreaterThanOrEqual(pauseEnd(s));
          expect(
            closureOn(s.settings.closures, zonedNow(state.periodStart, s.zone).date),
          ).toBeNull();
          if (s.settings.maxOrdersPerSlot !== null) {
            expect(s.taken.get(slot.toISOString()) ?? 0).toBeLessThan(s.settings.maxOrdersPerSlot);
          }
        }
      }),
      runs,
    );
  });

  it('slots are strictly increasing, and exactly the grid instants isSlotAllowed accepts', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.integer({ min: 0, max: 8 * DAY }), { maxLength: 20 }),
        (s, probes) => {
          const slots = orderSlots(s.settings, s.service, s.now, s.zone, { taken: s.taken });
          slots.forEach((slot, index) => {
            if (index > 0) expect(slot.getTime()).toBeGreaterThan(slots[index - 1]!.getTime());
            expect(
              isSlotAllowed(s.settings, s.service, slot, s.now, s.zone, { taken: s.taken }),
            ).toEqual({ ok: true });
          });
          const offered = new Set(slots.map((slot) => slot.getTime()));
          // Every grid instant of a period near `now`, and instants snapped to the grid from probes.
          const candidates = orderSlots(
            { ...unpaused(s), leadTimeMinutes: 0, maxOrdersPerSlot: null },
            s.service,
            s.now,
            s.zone,
            { days: 9 },
          );
          for (const probe of probes) {
            const at = new Date(s.now.getTime() + probe);
            const state = openAt(unpaused(s), s.service, at, s.zone);
            const step = s.settings.slotMinutes * MINUTE;
            if (state.open)
              candidates.push(
                new Date(
                  state.periodStart.getTime() +
                    Math.ceil((probe + s.now.getTime() - state.periodStart.getTime()) / step) *
                      step,
                ),
              );
          }
          for (const candidate of sample(candidates)) {
            const allowed = isSlotAllowed(s.settings, s.service, candidate, s.now, s.zone, {
              taken: s.taken,
            }).ok;
            expect(allowed, candidate.toISOString()).toBe(offered.has(candidate.getTime()));
          }
        },
      ),
      runs,
    );
  });
});

describe('openAt, property by property', { timeout: 120_000 }, () => {
  it('opensAt is the first open instant, until the first closed one', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.integer({ min: 0, max: 999 }), { maxLength: 5 }),
        (s, fractions) => {
          const state = openAt(s.settings, s.service, s.now, s.zone);
          const plain = unpaused(s);
          const openThen = (at: number) => openAt(plain, s.service, new Date(at), s.zone).open;
          if (state.open) {
            if (state.until) {
              expect(openThen(state.until.getTime() - 1)).toBe(true);
              expect(openThen(state.until.getTime())).toBe(false);
              for (const f of fractions)
                expect(
                  openThen(
                    s.now.getTime() +
                      Math.floor((f / 1000) * (state.until.getTime() - s.now.getTime())),
                  ),
                ).toBe(true);
            }
            return;
          }
          if (state.opensAt === null) return;
          expect(openThen(state.opensAt.getTime())).toBe(true);
          if (state.reason === 'paused') return;
          expect(openThen(state.opensAt.getTime() - 1)).toBe(false);
          for (const f of fractions)
            expect(
              openThen(
                s.now.getTime() +
                  Math.floor((f / 1000) * (state.opensAt.getTime() - s.now.getTime())),
              ),
            ).toBe(false);
        },
      ),
      runs,
    );
  });

  it('describeOpenState says what openAt found', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const state = openAt(s.settings, s.service, s.now, s.zone);
        const words = describeOpenState(state, s.now, s.zone);
        const timeOf = (at: Date) => zonedNow(at, s.zone).time;
        if (state.open) {
          expect(words.startsWith('Open now')).toBe(true);
          if (state.until) expect(words).toContain(`until ${timeOf(state.until)}`.slice(0, 6));
          if (state.until) expect(words.endsWith(timeOf(state.until))).toBe(true);
          return;
        }
        if (state.reason === 'paused') {
          expect(words.startsWith('Online orders are paused')).toBe(true);
          expect(words.endsWith(state.pausedUntil ? timeOf(state.pausedUntil) : 'paused')).toBe(
            true,
          );
          return;
        }
        expect(words.startsWith('Closed')).toBe(true);
        if (state.reason === 'closure' && state.closure.note)
          expect(words).toContain(`(${state.closure.note})`);
        if (state.reason === 'closed_hours') expect(words).not.toContain('(');
        if (state.opensAt) expect(words.endsWith(` ${timeOf(state.opensAt)}`)).toBe(true);
        else expect(words).not.toContain('opens');
      }),
      runs,
    );
  });

  it('ASAP is offered exactly when open, not closing before the lead time and its slot not full', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const state = openAt(s.settings, s.service, s.now, s.zone);
        const asap = asapEstimate(s.settings, s.service, s.now, s.zone, { taken: s.taken });
        if (!state.open) {
          expect(asap).toEqual({ available: false, reason: state.reason });
          return;
        }
        const readyAt = s.now.getTime() + s.settings.leadTimeMinutes * MINUTE;
        if (state.until && readyAt >= state.until.getTime()) {
          expect(asap).toEqual({ available: false, reason: 'closing_soon' });
          return;
        }
        if (!asap.available) {
          expect(asap.reason).toBe('full');
          expect(s.settings.maxOrdersPerSlot).not.toBeNull();
          return;
        }
        expect(asap.readyAt.getTime()).toBe(readyAt);
        expect(asap.slot.getTime()).toBeLessThanOrEqual(readyAt);
        expect(readyAt - asap.slot.getTime()).toBeLessThan(s.settings.slotMinutes * MINUTE);
      }),
      runs,
    );
  });
});
