/**
 * The till's one rounding rule, in integer minor units: a share of an amount is rounded half up
 * to the minor unit (kobo), and where one amount is split over several lines the pieces are
 * given by largest remainder, so they always add up to the amount exactly.
 */

/** `amount * numerator / denominator`, rounded half up; all three non-negative integers. */
export function roundedShare(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('The denominator must be positive.');
  // BigInt: the product of two amounts may pass 2^53 even when the share does not.
  const [a, n, d] = [BigInt(amount), BigInt(numerator), BigInt(denominator)];
  return Number((2n * a * n + d) / (2n * d));
}

/**
 * Splits `total` over `weights` in proportion, each piece a whole minor unit, the pieces summing
 * to `total`: each gets its floor, and the units left go to the largest remainders (ties to the
 * earlier weight). All weights zero: nothing to split by, so the whole goes to none (all 0) when
 * `total` is 0, and is refused otherwise.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('Nothing to split an amount by.');
  }
  const [t, s] = [BigInt(total), BigInt(sum)];
  const floors = weights.map((w) => Number((t * BigInt(w)) / s));
  const remainders = weights.map((w, i) => ({ i, rest: (t * BigInt(w)) % s }));
  let left = total - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** Tax rates are basis points: 750 is 7.5 %. */
export const BASIS_POINTS = 10_000;

/**
 * The tax in an amount as priced, and the amount before tax. Tax-inclusive prices hold their tax
 * (tax = amount * r / (1 + r), so net + tax is the price exactly); tax-exclusive prices get it on top.
 */
export function taxOf(
  amount: number,
  rateBps: number,
  pricesIncludeTax: boolean,
): { netMinor: number; taxMinor: number; totalMinor: number } {
  if (pricesIncludeTax) {
    const taxMinor = roundedShare(amount, rateBps, BASIS_POINTS + rateBps);
    return { netMinor: amount - taxMinor, taxMinor, totalMinor: amount };
  }
  const taxMinor = roundedShare(amount, rateBps, BASIS_POINTS);
  return { netMinor: amount, taxMinor, totalMinor: amount + taxMinor };
}
