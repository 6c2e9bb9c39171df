import { allocate, BASIS_POINTS, roundedShare, taxOf } from './rounding';

/**
 * What an order costs, line by line, as the receipt (a tax invoice) shows it and the payment
 * charges it: one pure function, so the cart, the checkout, the settlement, the receipt and the
 * reports cannot disagree. Every amount is in integer minor units. The order of the steps is the
 * rule (decision 054):
 * 1. each line as priced: unit price x quantity (prices entered tax-inclusive or exclusive);
 * 2. a code's discount (a percentage or an amount) is taken off the lines it applies to, split
 *    over them by largest remainder; free delivery takes the delivery fee instead;
 * 3. tax per line on what is left, rounded half up to the minor unit (inclusive: the tax inside
 *    the price, so the diner pays the price shown; exclusive: added on top);
 * 4. the service charge, a percentage of the discounted lines as priced, taxed at its own rate
 *    (zero when it is not taxable); the delivery fee, taxed at the delivery rate;
 * 5. the tip last, never taxed, at most the order's total before it.
 */

export interface TillLine {
  /** The cart line (or order line) it comes from. */
  key: string;
  unitMinor: number;
  quantity: number;
  /** The tax class's rate in basis points (750 = 7.5 %; 0 = zero-rated). */
  taxRateBps: number;
  /** Whether the order's code may discount this line (its category or dish is eligible). */
  discountable: boolean;
}

export interface TillRules {
  pricesIncludeTax: boolean;
  /** The service charge that applies to this order (per fulfilment, party size), or none. */
  serviceCharge: { rateBps: number; taxRateBps: number } | null;
  /** The delivery fee's tax rate (0 when delivery is not taxed). */
  deliveryTaxRateBps: number;
}

export type TillDiscount =
  | { kind: 'percent'; bps: number }
  | { kind: 'amount'; minor: number }
  | { kind: 'free_delivery' };

export type TillTip = { kind: 'percent'; bps: number } | { kind: 'amount'; minor: number };

export interface TillInput {
  lines: readonly TillLine[];
  rules: TillRules;
  deliveryFeeMinor: number;
  discount: TillDiscount | null;
  tip: TillTip | null;
}

/** A taxed amount: before tax, the tax, and what the diner pays for it. */
export interface Taxed {
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface InvoiceLine extends Taxed {
  key: string;
  quantity: number;
  taxRateBps: number;
  /** Unit price x quantity, as priced. */
  pricedMinor: number;
  /** This line's share of the code's discount (as priced). */
  discountMinor: number;
  /** This line's share of the service charge (its total, and the tax in it): refunded with it. */
  serviceMinor: number;
  serviceTaxMinor: number;
}

export interface Invoice {
  lines: InvoiceLine[];
  /** The lines as priced, before the discount. */
  subtotalMinor: number;
  /** The code's discount on the lines (free delivery is `delivery.discountMinor`). */
  discountMinor: number;
  service: (Taxed & { rateBps: number }) | null;
  delivery: Taxed & { feeMinor: number; discountMinor: number };
  tipMinor: number;
  /** All the tax: the lines', the service charge's and the delivery fee's. */
  taxMinor: number;
  /** The tax per rate, for the invoice's VAT summary (rates with nothing taxed left out). */
  taxByRate: { rateBps: number; netMinor: number; taxMinor: number }[];
  /** What the diner pays: every line, the service charge, the delivery and the tip. */
  totalMinor: number;
}

const assertAmount = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of minor units.`);
};

function validate(input: TillInput) {
  for (const line of input.lines) {
    assertAmount(line.unitMinor, 'A unit price');
    assertAmount(line.taxRateBps, 'A tax rate');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError('A quantity must be a whole number of at least 1.');
  }
  assertAmount(input.deliveryFeeMinor, 'The delivery fee');
  assertAmount(input.rules.deliveryTaxRateBps, 'The delivery tax rate');
  if (input.rules.serviceCharge) {
    assertAmount(input.rules.serviceCharge.rateBps, 'The service charge');
    assertAmount(input.rules.serviceCharge.taxRateBps, 'The service charge tax rate');
  }
  const d = input.discount;
  if (d?.kind === 'percent' && (d.bps < 0 || d.bps > BASIS_POINTS || !Number.isInteger(d.bps)))
    throw new RangeError('A percentage discount must be between 0 and 100 %.');
  if (d?.kind === 'amount') assertAmount(d.minor, 'A discount');
  const t = input.tip;
  if (t?.kind === 'percent') assertAmount(t.bps, 'A tip percentage');
  if (t?.kind === 'amount') assertAmount(t.minor, 'A tip');
}

/** The code's discount on the lines, split over the lines it applies to. */
function lineDiscounts(priced: number[], input: TillInput): number[] {
  const d = input.discount;
  const eligible = priced.map((amount, i) => (input.lines[i]?.discountable ? amount : 0));
  const base = eligible.reduce((a, b) => a + b, 0);
  if (!d || d.kind === 'free_delivery' || base === 0) return priced.map(() => 0);
  const total =
    d.kind === 'percent' ? roundedShare(base, d.bps, BASIS_POINTS) : Math.min(d.minor, base);
  return allocate(total, eligible);
}

export function computeInvoice(input: TillInput): Invoice {
  validate(input);
  const { rules } = input;
  const priced = input.lines.map((l) => l.unitMinor * l.quantity);
  const discounts = lineDiscounts(priced, input);
  const after = priced.map((amount, i) => amount - (discounts[i] ?? 0));
  const taxed = input.lines.map((l, i) =>
    taxOf(after[i] ?? 0, l.taxRateBps, rules.pricesIncludeTax),
  );

  const charge = rules.serviceCharge;
  const serviceBase = after.reduce((a, b) => a + b, 0);
  const service = charge
    ? taxOf(
        roundedShare(serviceBase, charge.rateBps, BASIS_POINTS),
        charge.taxRateBps,
        rules.pricesIncludeTax,
      )
    : null;
  // Nothing left to weigh the service charge by means there is none to share.
  const serviceShares =
    service && serviceBase > 0 ? allocate(service.totalMinor, after) : after.map(() => 0);
  const serviceTaxShares =
    service && serviceBase > 0 ? allocate(service.taxMinor, after) : after.map(() => 0);

  const deliveryDiscount = input.discount?.kind === 'free_delivery' ? input.deliveryFeeMinor : 0;
  const delivery = taxOf(
    input.deliveryFeeMinor - deliveryDiscount,
    rules.deliveryTaxRateBps,
    rules.pricesIncludeTax,
  );

  const lines: InvoiceLine[] = input.lines.map((l, i) => ({
    key: l.key,
    quantity: l.quantity,
    taxRateBps: l.taxRateBps,
    pricedMinor: priced[i] ?? 0,
    discountMinor: discounts[i] ?? 0,
    ...(taxed[i] as Taxed),
    serviceMinor: serviceShares[i] ?? 0,
    serviceTaxMinor: serviceTaxShares[i] ?? 0,
  }));
  const beforeTip =
    lines.reduce((sum, l) => sum + l.totalMinor, 0) +
    (service?.totalMinor ?? 0) +
    delivery.totalMinor;
  const tip = input.tip;
  const tipMinor = !tip
    ? 0
    : tip.kind === 'percent'
      ? Math.min(roundedShare(beforeTip, tip.bps, BASIS_POINTS), beforeTip)
      : Math.min(tip.minor, beforeTip);

  const taxMinor =
    lines.reduce((sum, l) => sum + l.taxMinor, 0) + (service?.taxMinor ?? 0) + delivery.taxMinor;
  return {
    lines,
    subtotalMinor: priced.reduce((a, b) => a + b, 0),
    discountMinor: discounts.reduce((a, b) => a + b, 0),
    service: service && charge ? { ...service, rateBps: charge.rateBps } : null,
    delivery: { ...delivery, feeMinor: input.deliveryFeeMinor, discountMinor: deliveryDiscount },
    tipMinor,
    taxMinor,
    taxByRate: taxByRate(lines, service, charge, delivery, rules.deliveryTaxRateBps),
    totalMinor: beforeTip + tipMinor,
  };
}

function taxByRate(
  lines: InvoiceLine[],
  service: Taxed | null,
  charge: TillRules['serviceCharge'],
  delivery: Taxed,
  deliveryRateBps: number,
): Invoice['taxByRate'] {
  const byRate = new Map<number, { netMinor: number; taxMinor: number }>();
  const add = (rateBps: number, part: Taxed) => {
    const row = byRate.get(rateBps) ?? { netMinor: 0, taxMinor: 0 };
    row.netMinor += part.netMinor;
    row.taxMinor += part.taxMinor;
    byRate.set(rateBps, row);
  };
  for (const line of lines) add(line.taxRateBps, line);
  if (service && charge) add(charge.taxRateBps, service);
  add(deliveryRateBps, delivery);
  return [...byRate.entries()]
    .filter(([, row]) => row.netMinor > 0 || row.taxMinor > 0)
    .sort(([a], [b]) => b - a)
    .map(([rateBps, row]) => ({ rateBps, ...row }));
}
