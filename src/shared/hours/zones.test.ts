import { DEMO_DELIVERY_ZONES } from '@shared/hours/demo';
import {
  type DeliveryZone,
  deliveryQuote,
  deliveryZonesSchema,
  notDeliveredMessage,
  zoneFor,
} from '@shared/hours/zones';
import { describe, expect, it } from 'vitest';

const zone = (name: string, areas: string[], patch: Partial<DeliveryZone> = {}): DeliveryZone => ({
  name,
  areas,
  feeMinor: 500_00,
  minimumOrderMinor: 5_000_00,
  freeAboveMinor: null,
  estimatedMinutes: 45,
  ...patch,
});
const zones = [
  zone('Ikoyi', ['Ikoyi', 'Banana Island']),
  zone('Lekki', ['Lekki Phase 1', 'Victoria-Island', '101233'], { feeMinor: 800_00 }),
  zone('London', ['SW1A 1AA']),
];

describe('zoneFor', () => {
  it.each([
    [{ area: 'ikoyi' }, 'Ikoyi'],
    [{ area: '  BANANA   island ' }, 'Ikoyi'],
    [{ area: 'Victoria Island' }, 'Lekki'],
    [{ area: 'lekki phase-1' }, 'Lekki'],
    [{ area: 'Unknown', postcode: '101 233' }, 'Lekki'],
    [{ postcode: 'sw1a1aa' }, 'London'],
    [{ area: 'Ikóyi' }, 'Ikoyi'],
  ])('%o is in %s', (address, name) => {
    expect(zoneFor(zones, address)?.name).toBe(name);
  });

  it.each([
    [{ area: 'Epe' }],
    [{ area: 'Lekki' }],
    [{ postcode: 'SW1A' }],
    [{ area: '', postcode: ' ' }],
    [{}],
  ])('%o is in no zone (whole names only)', (address) => {
    expect(zoneFor(zones, address)).toBeNull();
  });

  it('says an address outside every zone cannot be delivered to, and offers pickup', () => {
    expect(notDeliveredMessage({ area: ' Epe ' })).toBe(
      'We do not deliver to Epe yet. You can choose pickup instead.',
    );
    expect(notDeliveredMessage({ area: '', postcode: '' })).toBe(
      'We do not deliver to this address yet. You can choose pickup instead.',
    );
  });

  it('covers the demo addresses with the demo zone (fee NGN 500, minimum NGN 5,000)', () => {
    expect(zoneFor(DEMO_DELIVERY_ZONES, { area: 'Lekki Phase 1' })).toMatchObject({
      feeMinor: 500_00,
      minimumOrderMinor: 5_000_00,
    });
    expect(deliveryZonesSchema.safeParse(DEMO_DELIVERY_ZONES).success).toBe(true);
  });
});

describe('deliveryQuote', () => {
  it('charges the zone fee from the minimum order on', () => {
    expect(deliveryQuote(zones[1]!, 5_000_00)).toEqual({
      ok: true,
      feeMinor: 800_00,
      free: false,
      estimatedMinutes: 45,
    });
  });

  it('refuses below the minimum with the amount in words', () => {
    expect(deliveryQuote(zones[0]!, 4_000_00)).toEqual({
      ok: false,
      reason: 'below_minimum',
      shortByMinor: 1_000_00,
      message:
        'The minimum order for delivery to Ikoyi is NGN 5,000.00. Add NGN 1,000.00 more, or choose pickup.',
    });
  });

  it('delivers free above the amount set, not at it', () => {
    const free = zone('Ikoyi', ['Ikoyi'], { freeAboveMinor: 20_000_00 });
    expect(deliveryQuote(free, 20_000_00)).toMatchObject({ feeMinor: 500_00, free: false });
    expect(deliveryQuote(free, 20_000_01)).toMatchObject({ feeMinor: 0, free: true });
  });
});

describe('deliveryZonesSchema', () => {
  it('refuses an area in two zones and two zones of one name, in words', () => {
    const result = deliveryZonesSchema.safeParse([
      zone('Ikoyi', ['Ikoyi']),
      zone('Island', ['ikoyi ']),
      zone('ikoyi', ['Epe']),
    ]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'ikoyi is in two zones: Ikoyi and Island. An address can belong to one zone only.',
      'Two zones are called ikoyi. Please give each a distinct name.',
    ]);
  });

  it('refuses a zone without areas and a negative fee', () => {
    const result = deliveryZonesSchema.safeParse([zone('Ikoyi', [], { feeMinor: -1 })]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Please list the zone's areas or postcodes (1 to 100).",
      'Please enter an amount of 0 or more, with at most two decimals (e.g. 500 or 1500.50).',
    ]);
  });
});
