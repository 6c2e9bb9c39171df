/**
 * What an owner types as a price, read the way people write money: "7500",
 * "7,500.50", "7 500", "NGN 7,500" or "₦7,500.5". Thousands separators must fall every three
 * digits ("7,50" is refused, it is likely a decimal comma typo) and at most two decimals are kept.
 * Pure, so the form and its tests agree on every case.
 */
export type PriceInput = { ok: true; minor: number } | { ok: false; reason: 'format' | 'tooLow' };

const PLAIN = /^\d+(\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}([, ]\d{3})+(\.\d{1,2})?$/;

/** The amount in minor units of an unsigned money text, or null when it cannot be read. */
function readAmount(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^(NGN|₦)\s*/i, '')
    .replace(/\u00a0/g, ' ');
  if (!PLAIN.test(bare) && !GROUPED.test(bare)) return null;
  const [whole = '0', fraction = ''] = bare.replace(/[, ]/g, '').split('.');
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function parsePriceInput(text: string): PriceInput {
  const minor = readAmount(text);
  if (minor === null) return { ok: false, reason: 'format' };
  return minor >= 1 ? { ok: true, minor } : { ok: false, reason: 'tooLow' };
}

export type PriceDeltaInput = { ok: true; minor: number } | { ok: false; reason: 'format' };

/**
 * A change to a price, as an option's price delta is typed: "+800", "-1,000",
 * "−1,000" (a typographic minus), "0" or blank (no change). Without a sign it adds.
 */
export function parsePriceDelta(text: string): PriceDeltaInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, minor: 0 };
  const sign = /^[-\u2212]/.test(trimmed) ? -1 : 1;
  const minor = readAmount(trimmed.replace(/^[-+\u2212]\s*/, ''));
  if (minor === null) return { ok: false, reason: 'format' };
  // 0 * -1 is -0 in JavaScript; a stored delta is a plain 0.
  return { ok: true, minor: minor === 0 ? 0 : sign * minor };
}

/** How the editor shows a stored delta: "+800.00", "-1,000.00" or "0". */
export function priceDeltaText(minor: number): string {
  if (minor === 0) return '0';
  return `${minor > 0 ? '+' : '-'}${priceInputText(Math.abs(minor))}`;
}

/** How the form shows a stored price for editing: grouped, two decimals ("7,500.50"). */
export function priceInputText(minor: number): string {
  return (minor / 100).toLocaleString('en-NG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
