import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoice, type Invoice, type TillInput } from './invoice';
import { type RefundShare, RefundSplitError, refundShare } from './refund-split';

const rate = fc.constantFrom(0, 500, 750, 1_000, 2_000);
const tillLine = (i: number) =>
  fc.record({
    key: fc.constant(`line-${i}`),
    unitMinor: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 30 }),
    taxRateBps: rate,
    discountable: fc.boolean(),
  });
const lines = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => tillLine(i))));

const tillInput: fc.Arbitrary<TillInput> = fc.record({
  lines,
  rules: fc.record({
    pricesIncludeTax: fc.boolean(),
    serviceCharge: fc.option(
      fc.record({ rateBps: fc.integer({ min: 0, max: 2_500 }), taxRateBps: rate }),
      { nil: null },
    ),
    deliveryTaxRateBps: rate,
  }),
  deliveryFeeMinor: fc.integer({ min: 0, max: 500_000 }),
  discount: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        bps: fc.integer({ min: 0, max: 10_000 }),
      }),
      fc.record({
        kind: fc.constant('amount' as const),
        minor: fc.integer({ min: 0, max: 20_000_000 }),
      }),
      fc.constant({ kind: 'free_delivery' as const }),
    ),
    { nil: null },
  ),
  tip: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), bps: fc.integer({ min: 0, max: 3_000 }) }),
      fc.record({
        kind: fc.constant('amount' as const),
        minor: fc.integer({ min: 0, max: 50_000_000 }),
      }),
    ),
    { nil: null },
  ),
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function assertAddsUp(invoice: Invoice) {
  const { lines: ls, service, delivery } = invoice;
  // What the diner is charged is exactly the invoice's parts.
  expect(invoice.totalMinor).toBe(
    sum(ls.map((l) => l.totalMinor)) +
      (service?.totalMinor ?? 0) +
      delivery.totalMinor +
      invoice.tipMinor,
  );
  // The tax per line (and per part) sums to the VAT total, and so does the summary per rate.
  expect(invoice.taxMinor).toBe(
    sum(ls.map((l) => l.taxMinor)) + (service?.taxMinor ?? 0) + delivery.taxMinor,
  );
  expect(sum(invoice.taxByRate.map((r) => r.taxMinor))).toBe(invoice.taxMinor);
  for (const part of [...ls, delivery, ...(service ? [service] : [])]) {
    expect(part.netMinor + part.taxMinor).toBe(part.totalMinor);
    expect(part.netMinor).toBeGreaterThanOrEqual(0);
    expect(part.taxMinor).toBeGreaterThanOrEqual(0);
  }
  // The shares of the service charge are the service charge.
  expect(sum(ls.map((l) => l.serviceMinor))).toBe(service?.totalMinor ?? 0);
  expect(sum(ls.map((l) => l.serviceTaxMinor))).toBe(service?.taxMinor ?? 0);
  expect(sum(ls.map((l) => l.discountMinor))).toBe(invoice.discountMinor);
  expect(invoice.discountMinor).toBeLessThanOrEqual(invoice.subtotalMinor);
  expect(invoice.tipMinor).toBeLessThanOrEqual(invoice.totalMinor - invoice.tipMinor);
}

describe('every invoice', () => {
  it('adds up to the amount charged, to the minor unit', () => {
    fc.assert(
      fc.property(tillInput, (input) => assertAddsUp(computeInvoice(input))),
      {
        numRuns: 500,
      },
    );
  });

  it('charges tax-inclusive prices as shown when there is no code, service charge or tip', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 500_000 }), (ls, fee) => {
        const invoice = computeInvoice({
          lines: ls,
          rules: { pricesIncludeTax: true, serviceCharge: null, deliveryTaxRateBps: 750 },
          deliveryFeeMinor: fee,
          discount: null,
          tip: null,
        });
        expect(invoice.totalMinor).toBe(sum(ls.map((l) => l.unitMinor * l.quantity)) + fee);
      }),
    );
  });
});

/** Refunds in a random order: some lines one by one (or in groups), then maybe the rest. */
const refundPlan = fc.record({
  input: tillInput,
  order: fc.array(fc.nat(), { maxLength: 12 }),
  groupSize: fc.integer({ min: 1, max: 3 }),
  closeWithRest: fc.boolean(),
});

describe('refunds of an invoice', () => {
  it('never exceed it, and give back exactly the invoice once everything is refunded', () => {
    fc.assert(
      fc.property(refundPlan, ({ input, order, groupSize, closeWithRest }) => {
        const invoice = computeInvoice(input);
        const keys = invoice.lines.map((l) => l.key);
        const shuffled = [...keys].sort(
          (a, b) => (order[keys.indexOf(a)] ?? 0) - (order[keys.indexOf(b)] ?? 0),
        );
        const done: RefundShare[] = [];
        for (let i = 0; i < shuffled.length && !done.some((r) => r.whole); i += groupSize) {
          if (closeWithRest && i >= shuffled.length / 2) break;
          done.push(refundShare(invoice, done, shuffled.slice(i, i + groupSize)));
          expect(sum(done.map((r) => r.amountMinor))).toBeLessThanOrEqual(invoice.totalMinor);
          expect(sum(done.map((r) => r.taxMinor))).toBeLessThanOrEqual(invoice.taxMinor);
        }
        if (!done.some((r) => r.whole)) done.push(refundShare(invoice, done, 'rest'));
        expect(sum(done.map((r) => r.amountMinor))).toBe(invoice.totalMinor);
        expect(sum(done.map((r) => r.taxMinor))).toBe(invoice.taxMinor);
        // Once closed, nothing more goes back.
        expect(() => refundShare(invoice, done, 'rest')).toThrow(RefundSplitError);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a line twice or a line the invoice does not have', () => {
    const invoice = computeInvoice({
      lines: [
        { key: 'a', unitMinor: 1_000, quantity: 1, taxRateBps: 750, discountable: true },
        { key: 'b', unitMinor: 2_000, quantity: 1, taxRateBps: 750, discountable: true },
        { key: 'c', unitMinor: 3_000, quantity: 1, taxRateBps: 750, discountable: true },
      ],
      rules: { pricesIncludeTax: true, serviceCharge: null, deliveryTaxRateBps: 750 },
      deliveryFeeMinor: 500,
      discount: null,
      tip: { kind: 'amount', minor: 100 },
    });
    const first = refundShare(invoice, [], ['a']);
    expect(first).toMatchObject({ amountMinor: 1_000, whole: false });
    expect(() => refundShare(invoice, [first], ['a'])).toThrow(RefundSplitError);
    expect(() => refundShare(invoice, [first], ['z'])).toThrow(RefundSplitError);
    expect(() => refundShare(invoice, [first], ['b', 'b'])).toThrow(RefundSplitError);
    // The last open lines take the delivery fee and the tip with them.
    expect(refundShare(invoice, [first], ['b', 'c'])).toMatchObject({
      amountMinor: 2_000 + 3_000 + 500 + 100,
      whole: true,
    });
  });
});
