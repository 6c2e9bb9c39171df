import { z } from 'zod';
import { isCalendarDate } from './calendar-dates';
import type { TillDiscount } from './till';

/**
 * Promo codes (the owner's or a manager's): a percentage or an amount off the dishes they apply to,
 * or free delivery; a minimum order, the days they run (the restaurant's calendar, both included),
 * and caps on uses in total and per customer. The rule here says whether a code applies to an
 * order and what it takes off; the caps are counted by the database, atomically.
 */

export const PROMO_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

export const promoTexts = {
  codeInvalid: 'A code is 3 to 20 letters, digits or dashes.',
  percentInvalid: 'A percentage off is a whole number from 1 to 100.',
  amountInvalid: 'An amount off must be more than zero.',
  minimumInvalid: 'The minimum order cannot be negative.',
  dateInvalid: 'Dates are real days, as yyyy-MM-dd.',
  datesReversed: 'The last day cannot be before the first day.',
  capInvalid: 'A cap is a whole number of at least 1, or empty for none.',
  codeTaken: 'There is already a code with this name.',
  capBelowUses: (uses: number) =>
    `This code has been used ${uses} ${uses === 1 ? 'time' : 'times'}: its cap cannot be lower.`,
  notFound: 'This promo code does not exist.',
  // What a diner reads at checkout.
  unknown: 'This promo code is not valid.',
  notYet: (first: string) => `This promo code starts on ${first}.`,
  expired: 'This promo code has expired.',
  inactive: 'This promo code is no longer available.',
  minimumNotMet: (minimum: string) => `This promo code needs an order of at least ${minimum}.`,
  nothingEligible: 'This promo code does not apply to the dishes in your cart.',
  noDelivery: 'This promo code gives free delivery: choose delivery to use it.',
  exhausted: 'This promo code has been used up.',
  customerCapReached: 'You have already used this promo code.',
  oneCodePerOrder: 'One promo code per order.',
} as const;

const cap = z
  .number({ error: promoTexts.capInvalid })
  .int(promoTexts.capInvalid)
  .min(1, promoTexts.capInvalid)
  .max(1_000_000, promoTexts.capInvalid)
  .nullable();
const day = z.string().refine(isCalendarDate, { message: promoTexts.dateInvalid }).nullable();

export const promoCodeInputSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(PROMO_CODE_PATTERN, promoTexts.codeInvalid)),
    kind: z.enum(PROMO_KINDS),
    /** Whole percent, 1-100, for a percentage code. */
    percent: z
      .number({ error: promoTexts.percentInvalid })
      .int(promoTexts.percentInvalid)
      .min(1, promoTexts.percentInvalid)
      .max(100, promoTexts.percentInvalid)
      .nullable()
      .default(null),
    amountMinor: z
      .number({ error: promoTexts.amountInvalid })
      .int(promoTexts.amountInvalid)
      .min(1, promoTexts.amountInvalid)
      .nullable()
      .default(null),
    minimumOrderMinor: z
      .number({ error: promoTexts.minimumInvalid })
      .int(promoTexts.minimumInvalid)
      .min(0, promoTexts.minimumInvalid)
      .default(0),
    firstDay: day.default(null),
    lastDay: day.default(null),
    /** Categories and dishes it applies to; both empty: every dish. */
    categories: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
    dishIds: z.array(z.string().uuid()).max(200).default([]),
    totalCap: cap.default(null),
    perCustomerCap: cap.default(null),
    active: z.boolean().default(true),
  })
  .refine((v) => v.kind !== 'percent' || v.percent !== null, {
    message: promoTexts.percentInvalid,
    path: ['percent'],
  })
  .refine((v) => v.kind !== 'amount' || v.amountMinor !== null, {
    message: promoTexts.amountInvalid,
    path: ['amountMinor'],
  })
  .refine((v) => !v.firstDay || !v.lastDay || v.firstDay <= v.lastDay, {
    message: promoTexts.datesReversed,
    path: ['lastDay'],
  });
export type PromoCodeInput = z.output<typeof promoCodeInputSchema>;

/** A code as the rule needs it: `startsAt`/`endsAt` are the instants of its first and last day. */
export interface PromoRules {
  kind: PromoKind;
  percent: number | null;
  amountMinor: number | null;
  minimumOrderMinor: number;
  startsAt: Date | null;
  /** The end of its last day (the next midnight in the restaurant's zone), excluded. */
  endsAt: Date | null;
  firstDay: string | null;
  categories: readonly string[];
  dishIds: readonly string[];
  active: boolean;
}

export interface PromoOrderLine {
  key: string;
  dishId: string;
  category: string;
}

export type PromoVerdict =
  | { ok: true; discount: TillDiscount; eligibleKeys: Set<string> }
  | { ok: false; message: string };

/**
 * Whether a code applies to an order now, and what it takes off: `subtotalMinor` is the dishes as
 * priced (the minimum order is measured on them, before any discount). `money` formats an amount
 * for the message.
 */
export function promoVerdict(
  rules: PromoRules,
  order: {
    now: Date;
    lines: readonly PromoOrderLine[];
    subtotalMinor: number;
    delivery: boolean;
  },
  money: (minor: number) => string,
): PromoVerdict {
  if (!rules.active) return { ok: false, message: promoTexts.inactive };
  if (rules.startsAt && order.now < rules.startsAt)
    return { ok: false, message: promoTexts.notYet(rules.firstDay ?? '') };
  if (rules.endsAt && order.now >= rules.endsAt) return { ok: false, message: promoTexts.expired };
  if (order.subtotalMinor < rules.minimumOrderMinor)
    return { ok: false, message: promoTexts.minimumNotMet(money(rules.minimumOrderMinor)) };
  if (rules.kind === 'free_delivery') {
    if (!order.delivery) return { ok: false, message: promoTexts.noDelivery };
    return { ok: true, discount: { kind: 'free_delivery' }, eligibleKeys: new Set() };
  }
  const everything = rules.categories.length === 0 && rules.dishIds.length === 0;
  const categories = new Set(rules.categories.map((c) => c.toLowerCase()));
  const dishes = new Set(rules.dishIds);
  const eligibleKeys = new Set(
    order.lines
      .filter((l) => everything || dishes.has(l.dishId) || categories.has(l.category.toLowerCase()))
      .map((l) => l.key),
  );
  if (eligibleKeys.size === 0) return { ok: false, message: promoTexts.nothingEligible };
  const discount: TillDiscount =
    rules.kind === 'percent'
      ? { kind: 'percent', bps: (rules.percent ?? 0) * 100 }
      : { kind: 'amount', minor: rules.amountMinor ?? 0 };
  return { ok: true, discount, eligibleKeys };
}
