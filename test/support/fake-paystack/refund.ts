import type { ServerResponse } from 'node:http';
import { paystackContract } from './contract';
import { fail, send } from './http';
import type { Ledger } from './ledger';

/** POST /refund: refunds all or part of what is left of a successful transaction. */
export function refundTransaction(ledger: Ledger, body: unknown, response: ServerResponse) {
  const parsed = paystackContract.refundRequest.safeParse(body);
  if (!parsed.success) {
    ledger.violations.push(`POST /refund: ${parsed.error.message}`);
    return fail(response, 400, 'Invalid request');
  }
  const tx = ledger.transactions.get(parsed.data.transaction);
  if (tx?.status !== 'success') return fail(response, 400, 'Transaction has not been completed');
  const amount = parsed.data.amount ?? tx.amount - tx.refunded;
  if (amount <= 0 || tx.refunded + amount > tx.amount) {
    return fail(response, 400, 'Refund amount cannot be more than the transaction amount');
  }
  tx.refunded += amount;
  const now = new Date().toISOString();
  send(response, 200, paystackContract.refundResponse, {
    status: true,
    message: 'Refund has been queued for processing',
    data: {
      transaction: {
        id: tx.id,
        reference: tx.reference,
        amount: tx.amount,
        currency: tx.currency,
      },
      integration: 1,
      deducted_amount: 0,
      channel: null,
      merchant_note: parsed.data.merchant_note ?? '',
      customer_note: parsed.data.customer_note ?? '',
      status: 'pending',
      refunded_by: 'owner@tavola.example',
      expected_at: now,
      currency: tx.currency,
      domain: 'test',
      amount,
      fully_deducted: false,
      id: ledger.nextId(),
      createdAt: now,
      updatedAt: now,
    },
  });
}
