import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { paystackContract } from './contract';
import { fail, send } from './http';
import type { Ledger } from './ledger';
import { inShape, refundSchemas } from './refund-shapes';
import type { FakeRefund } from './types';

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
  if (parsed.data.currency && parsed.data.currency !== tx.currency) {
    return fail(response, 400, 'Currency does not match the transaction currency');
  }
  tx.refunded += amount;
  const now = new Date().toISOString();
  const refund: FakeRefund = {
    id: ledger.nextId(),
    reference: tx.reference,
    transactionId: tx.id,
    amount,
    currency: tx.currency,
    status: 'pending',
    merchantNote: parsed.data.merchant_note ?? '',
    customerNote: parsed.data.customer_note ?? '',
    createdAt: now,
  };
  ledger.refunds.set(refund.id, refund);
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
      merchant_note: refund.merchantNote,
      customer_note: refund.customerNote,
      status: refund.status,
      refunded_by: 'owner@tavola.example',
      expected_at: now,
      currency: tx.currency,
      domain: 'test',
      amount,
      fully_deducted: false,
      id: refund.id,
      createdAt: now,
      updatedAt: now,
    },
  });
}

/** One refund as GET /refund and GET /refund/{id} describe it. */
export function refundRecord(
  ledger: Ledger,
  refund: FakeRefund,
): z.input<typeof paystackContract.refundFetchResponse>['data'] {
  const tx = ledger.transactions.get(refund.reference);
  return {
    integration: 1,
    transaction: refund.transactionId,
    dispute: null,
    settlement: null,
    id: refund.id,
    domain: 'test',
    currency: refund.currency,
    amount: refund.amount,
    status: refund.status,
    refunded_at: refund.status === 'processed' ? refund.createdAt : null,
    refunded_by: 'owner@tavola.example',
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    deducted_amount: 0,
    fully_deducted: 0,
    createdAt: refund.createdAt,
    bank_reference: null,
    transaction_reference: refund.reference,
    reason: refund.customerNote,
    customer: {
      id: 1,
      first_name: '',
      last_name: '',
      email: tx?.email ?? '',
      customer_code: 'CUS_fake',
      phone: null,
      metadata: '',
      risk_action: 'default',
      international_format_phone: '',
    },
    refund_type: tx && refund.amount === tx.amount ? 'full' : 'partial',
    transaction_amount: tx?.amount ?? refund.amount,
    initiated_by: 'merchant',
    refund_channel: 'card',
    session_id: null,
    collect_account_number: refund.status === 'needs-attention',
  };
}

/** One refund in the shape the fake answers with now (ledger.listing). */
function listed(ledger: Ledger, refund: FakeRefund) {
  const tx = ledger.transactions.get(refund.reference);
  return inShape(ledger.listing, refundRecord(ledger, refund), {
    reference: refund.reference,
    amount: tx?.amount ?? refund.amount,
    currency: refund.currency,
  });
}

/** GET /refund/{id}. */
export function fetchRefund(ledger: Ledger, id: string, response: ServerResponse) {
  const refund = /^\d+$/.test(id) ? ledger.refunds.get(Number(id)) : undefined;
  if (!refund) return fail(response, 404, 'Refund not found');
  send(response, 200, refundSchemas(ledger.listing).fetch, {
    status: true,
    message: 'Refund retrieved',
    data: listed(ledger, refund),
  });
}

/** GET /refund?perPage=&page=&from=&to=: newest first, like Paystack. */
export function listRefunds(ledger: Ledger, query: URLSearchParams, response: ServerResponse) {
  for (const key of query.keys()) {
    if (!['perPage', 'page', 'from', 'to'].includes(key)) {
      ledger.violations.push(`GET /refund: query ${key} is not in the contract`);
      return fail(response, 400, 'Invalid request');
    }
  }
  const asked = Number(query.get('perPage') ?? 50);
  const perPage = Math.min(asked, ledger.listing.maxPerPage ?? asked);
  const page = Number(query.get('page') ?? 1);
  const from = query.get('from') ? Date.parse(query.get('from')!) : -Infinity;
  const to = query.get('to') ? Date.parse(query.get('to')!) : Infinity;
  if (
    ![asked, page].every((n) => Number.isInteger(n) && n > 0) ||
    Number.isNaN(from) ||
    Number.isNaN(to)
  ) {
    ledger.violations.push(`GET /refund: bad query ${query}`);
    return fail(response, 400, 'Invalid request');
  }
  const all = [...ledger.refunds.values()]
    .filter((r) => Date.parse(r.createdAt) >= from && Date.parse(r.createdAt) <= to)
    .sort((a, b) => b.id - a.id);
  const slice = all.slice((page - 1) * perPage, page * perPage);
  send(response, 200, refundSchemas(ledger.listing).list, {
    status: true,
    message: 'Refunds retrieved',
    data: slice.map((r) => listed(ledger, r)),
    meta: {
      total: all.length,
      skipped: (page - 1) * perPage,
      perPage: String(perPage),
      page,
      pageCount: Math.max(1, Math.ceil(all.length / perPage)),
      failedRefundCount: all.filter((r) => r.status === 'failed').length,
    },
  });
}
