import { directionsSchema, formatDeliveryAddress } from '@shared/delivery-address';
import { describe, expect, it } from 'vitest';

describe('formatDeliveryAddress', () => {
  it('names the street, the area and the directions the diner entered', () => {
    expect(
      formatDeliveryAddress({
        address: '7 Admiralty Road',
        area: 'Lekki Phase 1',
        directions: 'Blue gate opposite the pharmacy',
      }),
    ).toBe('7 Admiralty Road, Lekki Phase 1 (Blue gate opposite the pharmacy)');
  });

  it('leaves out what was not entered', () => {
    expect(
      formatDeliveryAddress({
        address: '7 Admiralty Road',
        area: 'Lekki Phase 1',
        directions: null,
      }),
    ).toBe('7 Admiralty Road, Lekki Phase 1');
    expect(
      formatDeliveryAddress({ address: '7 Admiralty Road', area: null, directions: '  ' }),
    ).toBe('7 Admiralty Road');
  });

  it('does not name the area twice when the street already ends with it', () => {
    expect(
      formatDeliveryAddress({
        address: '7 Admiralty Road, lekki phase 1',
        area: 'Lekki Phase 1',
        directions: null,
      }),
    ).toBe('7 Admiralty Road, lekki phase 1');
    expect(
      formatDeliveryAddress({
        address: '14 Admiralty Way, Lekki Phase 1, Lagos',
        area: 'Lekki Phase 1',
        directions: null,
      }),
    ).toBe('14 Admiralty Way, Lekki Phase 1, Lagos');
    expect(
      formatDeliveryAddress({
        address: '2 Lekki Phase 1 Road',
        area: 'Lekki Phase 1',
        directions: null,
      }),
    ).toBe('2 Lekki Phase 1 Road, Lekki Phase 1');
  });
});

describe('directionsSchema', () => {
  it('trims, allows none, and refuses more than 200 characters', () => {
    expect(directionsSchema.parse('  by the mosque ')).toBe('by the mosque');
    expect(directionsSchema.parse(undefined)).toBeUndefined();
    expect(directionsSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
