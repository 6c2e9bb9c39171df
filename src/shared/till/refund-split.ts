import type { Invoice } from './invoice';

/**
 * How much of an invoice a refund gives back, and the tax in it, for a credit note. A line is
 * refunded whole, with its share of the discount (already off its total), of the service charge
 * and of their tax; the delivery fee and the tip go back only with the whole order. The shares were
 * fixed when the invoice was computed, so every sequence of refunds adds up to the invoice at most,
 * and to the invoice exactly once everything is refunded.
 */

export interface RefundShare {
  /** The invoice lines it covers (every line, for the whole order). */
  lineKeys: string[];
  amountMinor: number;
  taxMinor: number;
  /** Whether it closes the invoice: the delivery fee and the tip are in it. */
  whole: boolean;
}

export class RefundSplitError extends Error {}

const lineAmount = (line: Invoice['lines'][number]) => line.totalMinor + line.serviceMinor;
const lineTax = (line: Invoice['lines'][number]) => line.taxMinor + line.serviceTaxMinor;

/**
 * A refund of the lines `keys`, or of everything left (`'rest'`), after the `earlier` refunds of
 * the same invoice. Refunding the last open line is refunding the rest: it takes the delivery fee
 * and the tip with it.
 */
export function refundShare(
  invoice: Invoice,
  earlier: readonly RefundShare[],
  keys: readonly string[] | 'rest',
): RefundShare {
  if (earlier.some((r) => r.whole))
    throw new RefundSplitError('The order was refunded in full already.');
  const refunded = new Set(earlier.flatMap((r) => r.lineKeys));
  const open = invoice.lines.filter((l) => !refunded.has(l.key));
  if (keys !== 'rest') {
    const wanted = new Set(keys);
    if (wanted.size !== keys.length || wanted.size === 0)
      throw new RefundSplitError('Name each line to refund once.');
    const chosen = open.filter((l) => wanted.has(l.key));
    if (chosen.length !== wanted.size)
      throw new RefundSplitError('A line is not on the invoice or was refunded already.');
    if (chosen.length < open.length) {
      return {
        lineKeys: chosen.map((l) => l.key),
        amountMinor: chosen.reduce((sum, l) => sum + lineAmount(l), 0),
        taxMinor: chosen.reduce((sum, l) => sum + lineTax(l), 0),
        whole: false,
      };
    }
  }
  return {
    lineKeys: open.map((l) => l.key),
    amountMinor:
      open.reduce((sum, l) => sum + lineAmount(l), 0) +
      invoice.delivery.totalMinor +
      invoice.tipMinor,
    taxMinor: open.reduce((sum, l) => sum + lineTax(l), 0) + invoice.delivery.taxMinor,
    whole: true,
  };
}
