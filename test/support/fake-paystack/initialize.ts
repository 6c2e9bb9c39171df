import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { paystackContract } from './contract';
import { fail, send } from './http';
import type { Ledger } from './ledger';

/** POST /transaction/initialize: opens an unpaid transaction and hands back its checkout URL. */
export function initializeTransaction(ledger: Ledger, body: unknown, response: ServerResponse) {
  const parsed = paystackContract.initializeRequest.safeParse(body);
  if (!parsed.success) {
    ledger.violations.push(`POST /transaction/initialize: ${parsed.error.message}`);
    return fail(response, 400, 'Invalid request');
  }
  const reference = parsed.data.reference ?? `fake${randomBytes(5).toString('hex')}`;
  if (ledger.transactions.has(reference))
    return fail(response, 400, 'Duplicate Transaction Reference');
  const accessCode = randomBytes(8).toString('hex');
  ledger.transactions.set(reference, {
    id: ledger.nextId(),
    reference,
    accessCode,
    amount: parsed.data.amount,
    currency: parsed.data.currency ?? 'NGN',
    email: parsed.data.email,
    status: 'abandoned',
    channel: 'card',
    paidAt: null,
    createdAt: new Date().toISOString(),
    metadata: parsed.data.metadata ?? {},
    refunded: 0,
  });
  send(response, 200, paystackContract.initializeResponse, {
    status: true,
    message: 'Authorization URL created',
    data: {
      authorization_url: `https://checkout.paystack.com/${accessCode}`,
      access_code: accessCode,
      reference,
    },
  });
}
