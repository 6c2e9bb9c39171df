import { createHmac } from 'node:crypto';
import type { Ledger } from './ledger';
import type { FakeRefund } from './types';
import { verifyBody } from './verify';

/**
 * A webhook body for the transaction and its x-paystack-signature (HMAC-SHA512 of the body with the
 * secret key). An unknown reference still gets a body, so tests can send events the app never started.
 */
export function signedWebhook(
  ledger: Ledger,
  secretKey: string,
  reference: string,
  event: string,
): { body: string; signature: string } {
  const tx = ledger.transactions.get(reference);
  const body = JSON.stringify({
    event,
    data: tx ? verifyBody(tx).data : { reference, status: 'success', amount: 0, currency: 'NGN' },
  });
  return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
}

const sign = (secretKey: string, body: string) =>
  createHmac('sha512', secretKey).update(body).digest('hex');

/** The refund.* event Paystack sends for a refund's status. */
const eventOf = (status: FakeRefund['status']) => `refund.${status}`;

/**
 * A refund.* webhook for one of the fake's refunds, shaped like Paystack's (refund id, transaction
 * reference, status, amount), with its signature.
 */
export function signedRefundWebhook(
  ledger: Ledger,
  secretKey: string,
  id: number,
  event?: string,
): { body: string; signature: string } {
  const refund = ledger.refunds.get(id);
  if (!refund) throw new Error(`fake paystack: no refund ${id}`);
  const body = JSON.stringify({
    event: event ?? eventOf(refund.status),
    data: {
      status: refund.status,
      transaction_reference: refund.reference,
      refund_reference: null,
      amount: refund.amount,
      currency: refund.currency,
      processor: 'fake',
      customer: { first_name: '', last_name: '', email: '' },
      integration: 1,
      domain: 'test',
      id: String(refund.id),
    },
  });
  return { body, signature: sign(secretKey, body) };
}
