import { type AttentionItem, attentionTexts } from '@shared/attention';
import {
  awaitingProviderText,
  type RefundNeedingAttention,
  refundStatusTexts,
} from '@shared/payments';
import type { LatePaymentsRepository } from './late';

const refundState = (status: string | null) =>
  attentionTexts.refundStates[status ?? 'none'] ?? status ?? attentionTexts.refundStates.none!;

/**
 * The payments the back office must look at, as "Needs attention" items: late payments recorded
 * or refunded, and refused payments whose refund has not gone through yet.
 */
export async function paymentsNeedingAttention(
  repo: LatePaymentsRepository,
  now = new Date(),
  limit = 100,
): Promise<AttentionItem[]> {
  const rows = await repo.listNeedingAttention(now, limit);
  return rows.map(({ payment, refundStatus }): AttentionItem => {
    const common = {
      reference: payment.reference,
      customerEmail: payment.email,
      customerName: payment.customerName,
      amountMinor: payment.refundDueMinor ?? payment.amountMinor,
      currency: payment.currency,
      at: (payment.lateAt ?? payment.updatedAt).toISOString(),
    };
    const reason = payment.reason ?? '';
    if (payment.lateOutcome === 'recorded') {
      return {
        kind: 'late_payment_recorded',
        ...common,
        whatHappened: attentionTexts.lateRecordedHappened,
        whatToDo: attentionTexts.lateRecordedTodo,
      };
    }
    if (payment.lateOutcome === 'refunded') {
      return {
        kind: 'late_payment_refunded',
        ...common,
        refundStatus: refundState(refundStatus),
        whatHappened: attentionTexts.lateRefundedHappened(reason),
        whatToDo: attentionTexts.lateRefundedTodo,
      };
    }
    return {
      kind: 'refund_owed',
      ...common,
      refundStatus: refundState(refundStatus),
      whatHappened: attentionTexts.refundOwedHappened(reason),
      whatToDo: attentionTexts.refundOwedTodo,
    };
  });
}

/**
 * Refunds not finished at the provider (no answer yet, or the provider needs the diner's details)
 * as "Needs attention" items. Failed refunds of refused payments are left out: the refused
 * payment itself is listed (refund_owed). One whose outcome is unknown is awaiting the provider
 * since it was asked (`at`), however often it has been looked up since.
 */
export function refundsNeedingAttention(
  rows: RefundNeedingAttention[],
  now = new Date(),
): AttentionItem[] {
  return rows
    .filter((row) => row.status !== 'failed')
    .map((row) => {
      const awaiting = row.status === 'unknown';
      const status = awaiting
        ? awaitingProviderText(now.getTime() - Date.parse(row.createdAt))
        : refundStatusTexts[row.status];
      return {
        kind: 'refund_stuck',
        reference: row.reference,
        customerEmail: row.customerEmail,
        customerName: row.customerName,
        amountMinor: row.amountMinor,
        currency: row.currency,
        at: awaiting ? row.createdAt : row.updatedAt,
        refundStatus: status,
        whatHappened: attentionTexts.refundStuckHappened(status, row.message),
        whatToDo: attentionTexts.refundStuckTodo,
      };
    });
}
