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
  /** Answers the next N calls with a 500, as an outage would. */
  failNext(count: number): void;
  /** A webhook body for the transaction and its x-paystack-signature (HMAC-SHA512 with the secret key). */
  webhook(reference: string, event?: string): { body: string; signature: string };
  close(): Promise<void>;
}
