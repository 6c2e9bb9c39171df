import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { deliveryTerms, deliveryTermsTexts } from '@shared/delivery-terms';
import type { DeliveryZone } from '@shared/hours';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const zone = (patch: Partial<DeliveryZone> = {}): DeliveryZone => ({
  name: 'Lekki',
  areas: ['Lekki Phase 1', '101233'],
  feeMinor: 800_00,
  minimumOrderMinor: 5_000_00,
  freeAboveMinor: 20_000_00,
  estimatedMinutes: 40,
  ...patch,
});
const ZONES = [zone()];
const at = (area: string | null) => ({ area });

describe('deliveryTerms', () => {
  it.each([
    // zones, address, subtotal -> fee, refusal reason
    ['in the zone', ZONES, at('lekki phase 1'), 5_000_00, 800_00, null],
    ['by postcode', ZONES, at('101 233'), 6_000_00, 800_00, null],
    [
      'at the free-above amount: still charged',
      ZONES,
      at('Lekki Phase 1'),
      20_000_00,
      800_00,
      null,
    ],
    ['above the free-above amount: free', ZONES, at('Lekki Phase 1'), 20_000_01, 0, null],
    ['below the minimum', ZONES, at('Lekki Phase 1'), 4_999_99, 800_00, 'below_minimum'],
    ['in no zone', ZONES, at('Epe'), 9_000_00, 0, 'not_delivered'],
    ['saved without an area', ZONES, at(null), 9_000_00, 0, 'no_area'],
    ['no zones at all: nowhere', [], at('Lekki Phase 1'), 9_000_00, 0, 'not_delivered'],
    ['zones never set up: anywhere, standard fee', null, at(null), 1_00, DELIVERY_FEE_MINOR, null],
    [
      'zones never set up, no address yet: the fee is known',
      null,
      null,
      1_00,
      DELIVERY_FEE_MINOR,
      null,
    ],
    ['no address chosen', ZONES, null, 9_000_00, 0, 'no_address'],
  ] as const)('%s', (_, zones, address, subtotal, fee, reason) => {
    const terms = deliveryTerms(zones === null ? null : [...zones], address, subtotal);
    expect(terms.feeMinor).toBe(fee);
    expect(terms.refusal?.reason ?? null).toBe(reason);
  });

  it('says how much is missing below the minimum, and why an address has no zone', () => {
    expect(deliveryTerms(ZONES, at('Lekki Phase 1'), 4_000_00).refusal).toEqual({
      reason: 'below_minimum',
      shortByMinor: 1_000_00,
      message:
        'The minimum order for delivery to Lekki is NGN 5,000.00. Add NGN 1,000.00 more, or choose pickup.',
    });
    expect(deliveryTerms(ZONES, at('Epe'), 1).refusal?.message).toBe(
      'We do not deliver to Epe yet. You can choose pickup instead.',
    );
    expect(deliveryTerms(ZONES, null, 1).refusal?.message).toBe(deliveryTermsTexts.noAddress);
  });

  it('never charges a fee the zone does not name, and refuses exactly below the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.integer({ min: 0, max: 50_000_00 }),
        fc.option(fc.integer({ min: 1, max: 50_000_00 })),
        (subtotal, minimum, freeAbove) => {
          const z = zone({ minimumOrderMinor: minimum, freeAboveMinor: freeAbove });
          const terms = deliveryTerms([z], at('Lekki Phase 1'), subtotal);
          expect(terms.refusal !== null).toBe(subtotal < minimum);
          if (terms.refusal) expect(terms.refusal.shortByMinor).toBe(minimum - subtotal);
          else expect(terms.feeMinor).toBe(freeAbove !== null && subtotal > freeAbove ? 0 : 800_00);
        },
      ),
    );
  });
});
