import { describe, expect, it } from 'vitest';
import { deliveryWindow, formatDeliveryWindow, orderTimes } from './order-times';

const at = (iso: string) => new Date(iso);

/**
 * Windows on the restaurant's clock. Lagos is UTC+1 all year; New York falls back on 1 Nov 2026
 * at 02:00 EDT (06:00Z) to 01:00 EST, and springs forward on 8 Mar 2026 at 02:00 EST (07:00Z).
 */
const WINDOWS: [zone: string, now: string, ready: string, minutes: number, text: string][] = [
  [
    'Africa/Lagos',
    '2026-11-24T19:00Z',
    '2026-11-24T19:41Z',
    40,
    'Delivery between 20:41 and 21:21',
  ],
  [
    'Africa/Lagos',
    '2026-11-24T22:00Z',
    '2026-11-24T22:50Z',
    40,
    'Delivery between 23:50 today and 00:30 tomorrow',
  ],
  [
    'Africa/Lagos',
    '2026-11-24T22:50Z',
    '2026-11-24T23:10Z',
    45,
    'Delivery tomorrow between 00:10 and 00:55',
  ],
  [
    'Africa/Lagos',
    '2026-11-24T09:00Z',
    '2026-11-26T11:30Z',
    30,
    'Delivery between 12:30 and 13:00 on Thu, 26 Nov 2026',
  ],
  [
    'America/New_York',
    '2026-11-01T05:00Z',
    '2026-11-01T05:50Z',
    40,
    'Delivery between 01:50 GMT-4 and 01:30 GMT-5',
  ],
  [
    'America/New_York',
    '2026-03-08T06:00Z',
    '2026-03-08T06:45Z',
    30,
    'Delivery between 01:45 GMT-5 and 03:15 GMT-4',
  ],
  [
    'America/New_York',
    '2026-11-01T12:00Z',
    '2026-11-01T13:00Z',
    20,
    'Delivery between 08:00 and 08:20',
  ],
];

describe('formatDeliveryWindow: on the restaurant clock, across midnight and clock changes', () => {
  it.each(WINDOWS)('%s at %s, ready %s + %i min: %s', (zone, now, ready, minutes, text) => {
    expect(formatDeliveryWindow(deliveryWindow(at(ready), minutes), at(now), zone)).toBe(text);
  });
});

describe('deliveryWindow', () => {
  it('adds the travel minutes to the ready instant', () => {
    expect(deliveryWindow(at('2026-11-01T05:50Z'), 40)).toEqual({
      from: at('2026-11-01T05:50Z'),
      to: at('2026-11-01T06:30Z'),
    });
  });

  it('starts when the rider set off if that was after the ready time', () => {
    expect(deliveryWindow(at('2026-11-24T19:41Z'), 40, at('2026-11-24T19:55Z'))).toEqual({
      from: at('2026-11-24T19:55Z'),
      to: at('2026-11-24T20:35Z'),
    });
  });

  it('keeps the ready time when the rider set off early', () => {
    const window = deliveryWindow(at('2026-11-24T19:41Z'), 40, at('2026-11-24T19:30Z'));
    expect(window.from).toEqual(at('2026-11-24T19:41Z'));
  });
});

describe('orderTimes', () => {
  const now = at('2026-11-24T19:00Z');
  const readyAt = at('2026-11-24T19:41Z');

  it('a delivery: the ready time and the window', () => {
    const times = orderTimes(
      { fulfilment: 'delivery', readyAt, deliveryEstimateMinutes: 40 },
      now,
      'Africa/Lagos',
    );
    expect(times).toEqual({
      ready: { text: 'Ready around 20:41', zone: 'GMT+1' },
      window: 'Delivery between 20:41 and 21:21',
    });
  });

  it('a pickup, or a delivery without a kept estimate: the ready time only', () => {
    for (const order of [
      { fulfilment: 'pickup' as const, readyAt, deliveryEstimateMinutes: null },
      { fulfilment: 'delivery' as const, readyAt, deliveryEstimateMinutes: null },
    ]) {
      expect(orderTimes(order, now, 'Africa/Lagos').window).toBeNull();
    }
  });

  it('before the kitchen accepts: nothing promised yet', () => {
    const order = { fulfilment: 'delivery' as const, readyAt: null, deliveryEstimateMinutes: 40 };
    expect(orderTimes(order, now, 'Africa/Lagos')).toEqual({ ready: null, window: null });
  });
});
