import { describe, expect, it } from 'vitest';
import { type TransitionInput, transition } from './order-stages';

/** What comes with a transition: the estimate of `accept`, the reason of a staff stop. */

// 19:00 in Lagos (UTC+1 all year).
const NOW = new Date('2026-11-24T18:00:00Z');
const input = (extra: Partial<TransitionInput>): TransitionInput => ({
  now: NOW,
  timeZone: 'Africa/Lagos',
  ...extra,
});
const invalid = (message: string) => ({ ok: false, code: 'invalid_input', message });

const CHOOSE = 'Choose 10, 20, 30, 45 or 60 minutes, or a time.';
const CLOCK = 'Write the time on the 24-hour clock, e.g. 19:45.';
const REASON = 'Give the diner a reason of 3 to 200 characters.';

describe('accept: the ready-time estimate', () => {
  const accept = (estimate: unknown) =>
    transition('new', 'accept', 'staff', 'delivery', input({ estimate }));

  it.each([10, 20, 30, 45, 60])('takes %i minutes and says when that is', (minutes) => {
    expect(accept({ minutes })).toEqual({
      ok: true,
      next: 'accepted',
      refund: false,
      mail: 'accepted',
      readyAt: new Date(NOW.getTime() + minutes * 60_000),
    });
  });

  it('takes a clock time on the restaurant clock', () => {
    expect(accept({ at: '19:45' })).toMatchObject({
      ok: true,
      readyAt: new Date('2026-11-24T18:45:00Z'),
    });
  });

  it.each([
    ['nothing', undefined, CHOOSE],
    ['a minute count not offered', { minutes: 15 }, CHOOSE],
    ['minutes as text', { minutes: '20' }, CHOOSE],
    ['an unknown field', { minutes: 20, rush: true }, CHOOSE],
    ['a 12-hour time', { at: '7:45pm' }, CLOCK],
    ['24:00', { at: '24:00' }, CLOCK],
    ['a time 2 minutes away', { at: '19:02' }, 'Choose a time at least 5 minutes from now.'],
    ['a time that has passed today', { at: '18:30' }, 'Choose a time within the next 6 hours.'],
  ])('refuses %s with a message staff can act on', (_what, estimate, message) => {
    expect(accept(estimate)).toEqual(invalid(message));
  });

  it('checks the stage before the estimate: a second Accept hears the order is accepted', () => {
    expect(transition('accepted', 'accept', 'staff', 'pickup', input({}))).toEqual({
      ok: false,
      code: 'not_allowed',
      message: 'This order is already Accepted.',
    });
  });
});

describe.each([
  ['reject', 'new', 'rejected'],
  ['cancel', 'preparing', 'canceled'],
] as const)('staff %s: the reason the diner reads', (action, stage, next) => {
  const stop = (reason: unknown) => transition(stage, action, 'staff', 'pickup', input({ reason }));

  it('keeps the reason, trimmed, and owes a full refund', () => {
    expect(stop('  Out of fish today  ')).toEqual({
      ok: true,
      next,
      refund: true,
      mail: next,
      reason: 'Out of fish today',
    });
  });

  it.each([
    ['3 characters', 'Fog'],
    ['200 characters', 'x'.repeat(200)],
  ])('takes %s', (_what, reason) => {
    expect(stop(reason)).toMatchObject({ ok: true, reason });
  });

  it.each([
    ['no reason', undefined],
    ['2 characters once trimmed', '  ab  '],
    ['201 characters', 'x'.repeat(201)],
    ['a number', 42],
  ])('refuses %s', (_what, reason) => {
    expect(stop(reason)).toEqual(invalid(REASON));
  });
});

describe('the diner cancels a New order', () => {
  it('without a reason, and a reason sent anyway is not kept', () => {
    const expected = { ok: true, next: 'canceled', refund: true, mail: 'canceled' };
    expect(transition('new', 'cancel', 'diner', 'delivery', input({}))).toEqual(expected);
    expect(
      transition('new', 'cancel', 'diner', 'delivery', input({ reason: 'changed my mind' })),
    ).toEqual(expected);
  });
});
