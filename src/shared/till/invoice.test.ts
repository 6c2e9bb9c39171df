import { describe, expect, it } from 'vitest';
import { computeInvoice, type TillInput, type TillLine } from './invoice';
import { allocate, roundedShare, taxOf } from './rounding';

const line = (key: string, unitMinor: number, quantity = 1, extra: Partial<TillLine> = {}) => ({
  key,
  unitMinor,
  quantity,
  taxRateBps: 750,
  discountable: true,
  ...extra,
});

const base: Omit<TillInput, 'lines'> = {
  rules: { pricesIncludeTax: true, serviceCharge: null, deliveryTaxRateBps: 750 },
  deliveryFeeMinor: 0,
  discount: null,
  tip: null,
};

describe('the rounding rule', () => {
  it.each([
    [100, 1, 3, 33],
    [100, 2, 3, 67],
    [5, 1, 2, 3], // a half rounds up
    [1, 1, 3, 0],
    [0, 750, 10_750, 0],
  ])('%i x %i / %i is %i', (amount, n, d, expected) => {
    expect(roundedShare(amount, n, d)).toBe(expected);
  });

  it('splits by largest remainder, ties to the earlier weight', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(100, [1, 2])).toEqual([33, 67]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
  });

  it('keeps huge amounts exact', () => {
    expect(roundedShare(9_000_000_000_000, 750, 10_000)).toBe(675_000_000_000);
    const parts = allocate(9_000_000_000_001, [3_000_000_000_000, 6_000_000_000_000]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(9_000_000_000_001);
  });

  it('takes tax out of an inclusive price and adds it to an exclusive one', () => {
    // ₦10,750.00 with 7.5 % in it is ₦10,000.00 and ₦750.00 of VAT.
    expect(taxOf(1_075_000, 750, true)).toEqual({
      netMinor: 1_000_000,
      taxMinor: 75_000,
      totalMinor: 1_075_000,
    });
    expect(taxOf(1_000_000, 750, false)).toEqual({
      netMinor: 1_000_000,
      taxMinor: 75_000,
      totalMinor: 1_075_000,
    });
  });
});

describe('an invoice', () => {
  it('charges inclusive prices as shown, with the VAT inside them', () => {
    const invoice = computeInvoice({ ...base, lines: [line('jollof', 450_000, 2)] });
    expect(invoice.totalMinor).toBe(900_000);
    expect(invoice.taxMinor).toBe(62_791); // 900,000 x 750 / 10,750 = 62,790.7
    expect(invoice.lines[0]).toMatchObject({ netMinor: 837_209, taxMinor: 62_791 });
  });

  it('adds VAT to exclusive prices, per line, rounding each', () => {
    const invoice = computeInvoice({
      ...base,
      rules: { ...base.rules, pricesIncludeTax: false },
      lines: [line('a', 1_001), line('b', 1_001), line('water', 50_000, 1, { taxRateBps: 0 })],
    });
    // 1,001 x 7.5 % = 75.075 -> 75 per line: the rule is per line, not on the sum (150.15 -> 150).
    expect(invoice.lines.map((l) => l.taxMinor)).toEqual([75, 75, 0]);
    expect(invoice.totalMinor).toBe(1_001 * 2 + 150 + 50_000);
    expect(invoice.taxByRate).toEqual([
      { rateBps: 750, netMinor: 2_002, taxMinor: 150 },
      { rateBps: 0, netMinor: 50_000, taxMinor: 0 },
    ]);
  });

  it('takes a percentage code off the eligible lines only, before tax', () => {
    const invoice = computeInvoice({
      ...base,
      rules: { ...base.rules, pricesIncludeTax: false },
      lines: [line('suya', 300_000), line('wine', 1_000_000, 1, { discountable: false })],
      discount: { kind: 'percent', bps: 1_000 },
    });
    expect(invoice.discountMinor).toBe(30_000);
    expect(invoice.lines[0]).toMatchObject({
      discountMinor: 30_000,
      netMinor: 270_000,
      taxMinor: 20_250,
    });
    expect(invoice.lines[1]).toMatchObject({ discountMinor: 0, taxMinor: 75_000 });
  });

  it('caps an amount code at the eligible lines and never goes below zero', () => {
    const invoice = computeInvoice({
      ...base,
      lines: [line('puff', 50_000)],
      deliveryFeeMinor: 100_000,
      discount: { kind: 'amount', minor: 200_000 },
    });
    expect(invoice.discountMinor).toBe(50_000);
    expect(invoice.lines[0]?.totalMinor).toBe(0);
    expect(invoice.totalMinor).toBe(100_000); // the delivery fee stays
  });

  it('free delivery takes the delivery fee and its tax', () => {
    const invoice = computeInvoice({
      ...base,
      lines: [line('rice', 400_000)],
      deliveryFeeMinor: 150_000,
      discount: { kind: 'free_delivery' },
    });
    expect(invoice.delivery).toMatchObject({
      feeMinor: 150_000,
      discountMinor: 150_000,
      totalMinor: 0,
    });
    expect(invoice.totalMinor).toBe(400_000);
  });

  it('adds a service charge on the discounted lines, taxed at its own rate, shared over the lines', () => {
    const invoice = computeInvoice({
      ...base,
      rules: {
        pricesIncludeTax: false,
        serviceCharge: { rateBps: 1_000, taxRateBps: 750 },
        deliveryTaxRateBps: 750,
      },
      lines: [line('a', 100_000), line('b', 200_000)],
      discount: { kind: 'amount', minor: 30_000 },
    });
    expect(invoice.service).toMatchObject({ rateBps: 1_000, netMinor: 27_000, taxMinor: 2_025 });
    expect(invoice.lines.map((l) => l.serviceMinor)).toEqual([9_675, 19_350]);
    expect(invoice.totalMinor).toBe(270_000 + 20_250 + 27_000 + 2_025);
  });

  it('adds the tip last, untaxed, capped at the order', () => {
    const tenPercent = computeInvoice({
      ...base,
      lines: [line('soup', 350_000)],
      deliveryFeeMinor: 50_000,
      tip: { kind: 'percent', bps: 1_000 },
    });
    expect(tenPercent.tipMinor).toBe(40_000);
    expect(tenPercent.totalMinor).toBe(440_000);
    expect(tenPercent.taxMinor).toBe(
      taxOf(350_000, 750, true).taxMinor + taxOf(50_000, 750, true).taxMinor,
    );
    const huge = computeInvoice({
      ...base,
      lines: [line('soup', 350_000)],
      tip: { kind: 'amount', minor: 10_000_000 },
    });
    expect(huge.tipMinor).toBe(350_000);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => computeInvoice({ ...base, lines: [line('a', 10.5)] })).toThrow(RangeError);
    expect(() => computeInvoice({ ...base, lines: [line('a', 100, 0)] })).toThrow(RangeError);
    expect(() =>
      computeInvoice({
        ...base,
        lines: [line('a', 100)],
        discount: { kind: 'percent', bps: 10_001 },
      }),
    ).toThrow(RangeError);
  });
});
