import { createHmac } from 'node:crypto';
import type { Ledger } from './ledger';
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
