/**
 * What an owner types as a price, read the way people write money (issue 17 item 9): "7500",
 * "7,500.50", "7 500", "NGN 7,500" or "₦7,500.5". Thousands separators must fall every three
 * digits ("7,50" is refused, it is likely a decimal comma typo) and at most two decimals are kept.
 * Pure, so the form and its tests agree on every case.
 */
export type PriceInput = { ok: true; minor: number } | { ok: false; reason: 'format' | 'tooLow' };

const PLAIN = /^\d+(\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}([, ]\d{3})+(\.\d{1,2})?$/;

export function parsePriceInput(text: string): PriceInput {
  const bare = text
    .trim()
    .replace(/^(NGN|₦)\s*/i, '')
    .replace(/\u00a0/g, ' ');
  if (!PLAIN.test(bare) && !GROUPED.test(bare)) return { ok: false, reason: 'format' };
  const [whole = '0', fraction = ''] = bare.replace(/[, ]/g, '').split('.');
  if (whole.length > 9) return { ok: false, reason: 'format' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor >= 1 ? { ok: true, minor } : { ok: false, reason: 'tooLow' };
}

/** How the form shows a stored price for editing: grouped, two decimals ("7,500.50"). */
export function priceInputText(minor: number): string {
  return (minor / 100).toLocaleString('en-NG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
