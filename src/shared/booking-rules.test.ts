import { describe, expect, it } from 'vitest';
import {
  bookingRulesSchema,
  checkBookingDay,
  checkBookingDayAt,
  DEFAULT_BOOKING_RULES,
  pendingExpiresAt,
} from './booking-rules';
import { messages } from './messages';

const invalid = messages.booking.dateInvalid;
const past = messages.booking.datePast;
const tooFar = messages.booking.dateTooFar(60);

describe('checkBookingDay: the typed day in words', () => {
  it.each([
    ['2026-03-10', '2026-03-10', null],
    ['  2026-03-11 ', '2026-03-11', null],
    ['2026-03-09', null, past],
    ['2025-12-31', null, past],
    ['2026-05-09', '2026-05-09', null], // today + 60
    ['2026-05-10', null, tooFar], // today + 61
    ['2027-03-10', null, tooFar],
    ['2026-02-30', null, invalid],
    ['2026-02-29', null, invalid], // 2026 is no leap year
    ['2026-13-01', null, invalid],
    ['10/03/2026', null, invalid],
    ['03/10/2026', null, invalid],
    ['10.03.2026', null, invalid],
    ['2026-3-10', '2026-03-10', null],
    ['tomorrow', null, invalid],
    ['', null, invalid],
  ])('%j → %j / %j', (text, date, message) => {
    const result = checkBookingDay(text, '2026-03-10', 60);
    expect(result).toEqual(date ? { ok: true, date } : { ok: false, message });
  });

  it.each([
    ['10/03/2026', '2026-03-10', null],
    ['11.03.2026', '2026-03-11', null],
    ['09/03/2026', null, past],
    ['10/05/2026', null, tooFar],
    ['30/02/2026', null, invalid],
    ['03/30/2026', null, invalid],
  ])('day first, as the restaurant writes it: %j → %j / %j', (text, date, message) => {
    const result = checkBookingDay(text, '2026-03-10', 60, 'dmy');
    expect(result).toEqual(date ? { ok: true, date } : { ok: false, message });
  });

  it('says the window the owner set', () => {
    expect(checkBookingDay('2026-03-25', '2026-03-10', 14)).toEqual({
      ok: false,
      message: 'Bookings open up to 14 days ahead',
    });
  });
});

describe('checkBookingDayAt: today is the restaurant’s, across midnight and DST', () => {
  it.each([
    // 23:30 UTC is already 00:30 the next day in Lagos (UTC+1): the day before is past.
    ['2026-11-24T23:30:00Z', 'Africa/Lagos', '2026-11-24', past],
    ['2026-11-24T23:30:00Z', 'Africa/Lagos', '2026-11-25', null],
    // ... while in Los Angeles it is still the afternoon of the 24th.
    ['2026-11-24T23:30:00Z', 'America/Los_Angeles', '2026-11-24', null],
    ['2026-11-24T23:30:00Z', 'America/Los_Angeles', '2026-11-23', past],
    // London's spring-forward night (29 March 2026, 01:00 UTC): 23:59 UTC on the 28th is still the 28th ...
    ['2026-03-28T23:59:00Z', 'Europe/London', '2026-03-28', null],
    // ... and after the jump, 23:30 UTC on the 29th is 00:30 BST on the 30th.
    ['2026-03-29T23:30:00Z', 'Europe/London', '2026-03-29', past],
    ['2026-03-29T23:30:00Z', 'Europe/London', '2026-03-30', null],
    // The window counts calendar days, not 24-hour steps: across the October fall-back too.
    ['2026-09-01T22:30:00Z', 'Europe/London', '2026-10-31', null], // 23:30 BST on 1 Sep: 60 days on
    ['2026-09-01T23:30:00Z', 'Europe/London', '2026-11-01', null], // 00:30 on 2 Sep
    ['2026-09-01T22:30:00Z', 'Europe/London', '2026-11-01', tooFar],
  ])('at %s in %s, %s → %j', (now, zone, text, message) => {
    const result = checkBookingDayAt(text, new Date(now), zone, 60);
    expect(result).toEqual(message ? { ok: false, message } : { ok: true, date: text });
  });
});

describe('pendingExpiresAt', () => {
  const made = new Date('2026-03-10T09:00:00Z');
  it('is the age limit when the sitting is later', () => {
    expect(pendingExpiresAt(made, '2026-03-20', '19:00', 'Africa/Lagos', 24)).toEqual(
      new Date('2026-03-11T09:00:00Z'),
    );
  });
  it('is never past the sitting’s start, on the restaurant’s clock', () => {
    // 19:00 in Lagos is 18:00 UTC, before the 24 hours are up.
    expect(pendingExpiresAt(made, '2026-03-10', '19:00', 'Africa/Lagos', 24)).toEqual(
      new Date('2026-03-10T18:00:00Z'),
    );
    // London's clocks go forward on 29 March: 12:00 BST is 11:00 UTC.
    expect(
      pendingExpiresAt(
        new Date('2026-03-28T20:00:00Z'),
        '2026-03-29',
        '12:00',
        'Europe/London',
        24,
      ),
    ).toEqual(new Date('2026-03-29T11:00:00Z'));
  });
});

describe('bookingRulesSchema', () => {
  it('takes the defaults and refuses out-of-range values in words', () => {
    expect(bookingRulesSchema.parse(DEFAULT_BOOKING_RULES)).toEqual(DEFAULT_BOOKING_RULES);
    const bad = bookingRulesSchema.safeParse({ ...DEFAULT_BOOKING_RULES, maxOnlineParty: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/largest party/);
  });
});
