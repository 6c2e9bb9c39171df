import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { paystackContract } from './contract';
import { fail, send } from './http';
import type { Ledger } from './ledger';
import type { FakeTransaction } from './types';

/** The transaction as GET /transaction/verify describes it; webhooks carry the same `data`. */
export function verifyBody(tx: FakeTransaction): z.input<typeof paystackContract.verifyResponse> {
  return {
    status: true,
    message: 'Verification successful',
    data: {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      message: null,
      gateway_response:
        tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: tx.paidAt,
      created_at: tx.createdAt,
      channel: tx.channel,
      currency: tx.currency,
      ip_address: '127.0.0.1',
      metadata: tx.metadata,
      fees: tx.status === 'success' ? Math.round(tx.amount * 0.015) : null,
      customer: {
        id: 1,
        first_name: null,
        last_name: null,
        email: tx.email,
        customer_code: 'CUS_fake',
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      requested_amount: tx.amount,
      transaction_date: tx.createdAt,
    },
  };
}

/** GET /transaction/verify/{reference}. */
export function verifyTransaction(ledger: Ledger, reference: string, response: ServerResponse) {
  const tx = ledger.transactions.get(reference);
  if (!tx) return fail(response, 404, 'Transaction reference not found');
  send(response, 200, paystackContract.verifyResponse, verifyBody(tx));
}
