import type { RefundListing } from './refund-shapes';

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  status: 'abandoned' | 'success' | 'failed' | 'ongoing';
  channel: string;
  paidAt: string | null;
  createdAt: string;
  metadata: Record<string, unknown>;
  refunded: number;
}

/** A refund as the fake keeps it. Paystack statuses: pending, processing, processed, failed, needs-attention. */
export interface FakeRefund {
  id: number;
  reference: string;
  transactionId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';
  merchantNote: string;
  customerNote: string;
  createdAt: string;
}

/** What the fake does with the next request on a path after doing its work. */
export type Fault =
  | { kind: 'drop' }
  | { kind: 'delay'; ms: number }
  | { kind: 'fail' }
  | { kind: 'answer'; status: number; body: unknown };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  publicKey: string;
  transactions: Map<string, FakeTransaction>;
  requests: RecordedRequest[];
  /** Requests that did not match the contract (expected to stay empty). */
  violations: string[];
  /** The diner paid: marks the transaction successful (optionally with a different amount or currency). */
  pay(
    reference: string,
    overrides?: Partial<Pick<FakeTransaction, 'amount' | 'currency'>>,
  ): FakeTransaction;
  /** Answers the next N calls with a 500, as an outage would (nothing done). */
  failNext(count: number): void;
  refunds: Map<number, FakeRefund>;
  /** The next request on `path` is done, then its connection destroyed without an answer. */
  dropNextAnswer(path: string): void;
  /** The next request on `path` is done, then answered only after `ms` (past the client's timeout). */
  delayNextAnswer(path: string, ms: number): void;
  /** The next request on `path` is done, then answered 500. */
  failNextAfterWork(path: string): void;
  /** The next request on `path` does nothing and gets this answer (e.g. 200 with status false). */
  answerNext(path: string, status: number, body: unknown): void;
  /** Resolves once a request on `path` whose answer is held back (by a fault above) has done its work. */
  workDone(path: string): Promise<void>;
  /** Paystack moves a refund on (processed, failed, needs-attention...); a failed one gives the money back to the merchant. */
  setRefundStatus(id: number, status: FakeRefund['status']): FakeRefund;
  /** From now on GET /refund and GET /refund/{id} describe refunds in this shape. */
  describeRefundsAs(listing: RefundListing): void;
  /** Refunds made meanwhile on another transaction of the account (listed before ours). */
  refundElsewhere(count: number): void;
  /** What was refunded on a transaction and not failed since. */
  refunded(reference: string): number;
  /** A signed refund.* webhook for one of the fake's refunds (event from its status unless named). */
  refundWebhook(id: number, event?: string): { body: string; signature: string };
  /** A webhook body for the transaction and its x-paystack-signature (HMAC-SHA512 with the secret key). */
  webhook(reference: string, event?: string): { body: string; signature: string };
  close(): Promise<void>;
}
