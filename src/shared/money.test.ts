import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** What formatMoney wrote before it was written by hand: the text every screen and mail shows. */
const viaIntl = (minor: number, currency = 'NGN') =>
  `${currency} ${(minor / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('formatMoney', () => {
  it.each([
    [0, 'NGN 0.00'],
    [5, 'NGN 0.05'],
    [125_000, 'NGN 1,250.00'],
    [100_000_000, 'NGN 1,000,000.00'],
    [-2_550, 'NGN -25.50'],
    [1_000_000_000, 'NGN 10,000,000.00'],
  ])('%i kobo reads %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it('gives the text Intl gives for any whole amount, negative ones too', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(formatMoney(minor)).toBe(viaIntl(minor));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the currency it is given and formats a fraction of a kobo through Intl', () => {
    expect(formatMoney(1_999, 'USD')).toBe('USD 19.99');
    expect(formatMoney(12.5)).toBe(viaIntl(12.5));
  });
});
