import { describe, expect, it } from 'vitest';
import { externalPriceMinor } from './pricing';

describe('external recipe prices', () => {
  it('gives a whole number of naira from 10 to 50, in kobo, the same every time for an id', () => {
    const seen = new Set<number>();
    for (let id = 52700; id < 53100; id += 1) {
      const price = externalPriceMinor(String(id));
      expect(Number.isInteger(price)).toBe(true);
      expect(price % 100).toBe(0);
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(5000);
      expect(externalPriceMinor(String(id))).toBe(price);
      seen.add(price);
    }
    // Spread over the whole range, not a constant.
    expect(seen.size).toBeGreaterThan(30);
    expect(seen.has(1000) && seen.has(5000)).toBe(true);
  });

  it('charges 50 when the recipe has no id', () => {
    expect(externalPriceMinor(undefined)).toBe(5000);
    expect(externalPriceMinor(null)).toBe(5000);
    expect(externalPriceMinor('  ')).toBe(5000);
  });
});
