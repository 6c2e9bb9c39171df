import { CONTRACT_LISTING, type RefundListing } from './refund-shapes';
import type { FakeRefund, FakeTransaction, Fault, RecordedRequest } from './types';

/** What the fake remembers between requests; tests read the same collections through FakePaystack. */
export interface Ledger {
  transactions: Map<string, FakeTransaction>;
  refunds: Map<number, FakeRefund>;
  requests: RecordedRequest[];
  /** Faults armed for the next request on a path. */
  faults: Map<string, Fault>;
  violations: string[];
  /** How refunds are described when fetched or listed. */
  listing: RefundListing;
  /** Transactions and refunds draw ids from one counter, so no id is ever given twice. */
  nextId(): number;
}

export function createLedger(): Ledger {
  let id = 1000;
  return {
    transactions: new Map(),
    refunds: new Map(),
    requests: [],
    faults: new Map(),
    violations: [],
    listing: CONTRACT_LISTING,
    nextId: () => id++,
  };
}

export function markPaid(
  ledger: Ledger,
  reference: string,
  overrides: Partial<Pick<FakeTransaction, 'amount' | 'currency'>>,
): FakeTransaction {
  const tx = ledger.transactions.get(reference);
  if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
  Object.assign(tx, overrides, { status: 'success', paidAt: new Date().toISOString() });
  return tx;
}

/** Paystack moves a refund on; a failed refund gives the money back to the merchant's balance. */
export function setRefundStatus(ledger: Ledger, id: number, status: FakeRefund['status']) {
  const refund = ledger.refunds.get(id);
  if (!refund) throw new Error(`fake paystack: no refund ${id}`);
  const tx = ledger.transactions.get(refund.reference);
  if (tx && refund.status !== 'failed' && status === 'failed') tx.refunded -= refund.amount;
  if (tx && refund.status === 'failed' && status !== 'failed') tx.refunded += refund.amount;
  refund.status = status;
  return refund;
}

/**
 * Refunds someone makes meanwhile on another transaction of the account (from the dashboard, with
 * no merchant note): newer than ours, they come before it in the list.
 */
export function refundElsewhere(ledger: Ledger, count: number) {
  const reference = `elsewhere-${ledger.nextId()}`;
  const now = new Date().toISOString();
  const tx: FakeTransaction = {
    id: ledger.nextId(),
    reference,
    accessCode: reference,
    amount: 100 * count,
    currency: 'NGN',
    email: 'someone@example.com',
    status: 'success',
    channel: 'card',
    paidAt: now,
    createdAt: now,
    metadata: {},
    refunded: 100 * count,
  };
  ledger.transactions.set(reference, tx);
  for (let i = 0; i < count; i += 1) {
    const id = ledger.nextId();
    ledger.refunds.set(id, {
      id,
      reference,
      transactionId: tx.id,
      amount: 100,
      currency: 'NGN',
      status: 'processed',
      merchantNote: '',
      customerNote: '',
      createdAt: now,
    });
  }
}
