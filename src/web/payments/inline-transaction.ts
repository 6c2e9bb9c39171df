import type {
  FrameHandle,
  InlineCallbacks,
  InlineTransactionData,
  TransactionState,
} from './inline-types';

/** One provider transaction, from creation to its end. */
export class InlineTransaction {
  state: TransactionState = 'created';
  /** The provider's own status of the transaction ('' until something happened, then 'abandoned', 'success'...). */
  providerStatus = '';
  accessCode = '';
  data: InlineTransactionData | null = null;
  frameId = '';
  handle: FrameHandle | null = null;

  constructor(
    readonly fingerprint: string | null,
    public callbacks: InlineCallbacks,
  ) {}

  get isActive() {
    return this.state === 'active';
  }

  get id() {
    return this.data?.id ?? null;
  }
}
