import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePriceDelta, parsePriceInput, priceDeltaText, priceInputText } from './price-input';

describe('parsePriceInput', () => {
  it.each([
    ['7500', 750_000],
    ['7,500.50', 750_050],
    ['7 500', 750_000],
    ['NGN 7,500', 750_000],
    ['₦7,500.5', 750_050],
    ['1,000,000.00', 100_000_000],
    [' 0.01 ', 1],
    ['12.3', 1_230],
  ])('reads %j as %i kobo', (text, minor) => {
    expect(parsePriceInput(text)).toEqual({ ok: true, minor });
  });

  it.each(['', 'abc', '7,50', '7.505', '-5', '1e3', '7,5000', '7..5', ',500', '7,500,'])(
    'refuses %j as a format it cannot read',
    (text) => {
      expect(parsePriceInput(text)).toEqual({ ok: false, reason: 'format' });
    },
  );

  it.each(['0', '0.00', '0,000'])('refuses %j as below NGN 0.01', (text) => {
    expect(parsePriceInput(text)).toEqual({ ok: false, reason: 'tooLow' });
  });

  it('reads back every price it shows for editing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (minor) => {
        expect(parsePriceInput(priceInputText(minor))).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('parsePriceDelta', () => {
  it.each([
    ['+800', 80_000],
    ['800', 80_000],
    ['-1,000', -100_000],
    ['\u22121,000.50', -100_050],
    ['+ ₦300', 30_000],
    ['0', 0],
    ['-0', 0],
    ['', 0],
  ])('reads %j as %i kobo', (text, minor) => {
    expect(parsePriceDelta(text)).toEqual({ ok: true, minor });
  });

  it.each(['abc', '+-5', '--5', '1,00', '+7.505', '5-'])('refuses %j', (text) => {
    expect(parsePriceDelta(text)).toEqual({ ok: false, reason: 'format' });
  });

  it('reads back every delta it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (minor) => {
        expect(parsePriceDelta(priceDeltaText(minor))).toEqual({ ok: true, minor });
      }),
    );
  });
});
