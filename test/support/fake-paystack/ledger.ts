import type { FakeTransaction, RecordedRequest } from './types';

/** What the fake remembers between requests; tests read the same collections through FakePaystack. */
export interface Ledger {
  transactions: Map<string, FakeTransaction>;
  requests: RecordedRequest[];
  violations: string[];
  /** Transactions and refunds draw ids from one counter, so no id is ever given twice. */
  nextId(): number;
}

export function createLedger(): Ledger {
  let id = 1000;
  return { transactions: new Map(), requests: [], violations: [], nextId: () => id++ };
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
