/**
 * What canceling an order refunds (kobo): its whole total, every dish and the delivery fee, less
 * what was already refunded for single lines canceled before one order per checkout (only orders
 * merged from old per-line orders have those), so a payment is never refunded beyond its total.
 */
export function refundOnCancel(
  totalMinor: number,
  lines: ReadonlyArray<{ refundMinor: number | null }>,
): number {
  const refundedBefore = lines.reduce((sum, line) => sum + (line.refundMinor ?? 0), 0);
  return Math.max(0, totalMinor - refundedBefore);
}
