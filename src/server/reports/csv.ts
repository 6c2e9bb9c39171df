/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field quoted when it holds a quote,
 * comma or line break, quotes doubled), with text that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return that hides one) prefixed with a single
 * quote (OWASP's advice), so an order note like `=HYPERLINK(...)` stays text. Numbers are
 * written as they are: they are ours, never a diner's text.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`;

/** Integer minor units as a decimal amount ('1250.50'), exactly: no floating point involved. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
