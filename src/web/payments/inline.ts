import type { CheckoutFrameMessage } from '@shared/payments';
import { randomFrameId, receiveFrameMessage } from './inline-frame';
import {
  fingerprint,
  inlineTexts,
  normalizeTransactionParams,
  pickCallbacks,
} from './inline-params';
import { InlineTransaction } from './inline-transaction';
import type {
  FrameHost,
  InlineApiResponse,
  InlineCallbacks,
  ProviderApi,
  TransactionState,
} from './inline-types';

/**
 * The inline checkout: opens a payment provider's checkout page in a frame over the storefront and
 * turns the frame's messages into callbacks, following the provider popup's rules (docs/storefront-spec.md §3
 * transaction parameters, §4 provider transaction and frame messages, §5 payment provider
 * parameters, §8 payment provider errors, §9 frame id). The provider's API and the frame's DOM are
 * passed in, so every rule is testable without a browser; overlay.ts is the DOM side. This module
 * is the transaction's lifecycle; inline-params.ts checks the parameters, inline-frame.ts reads the
 * frame's messages.
 */

export interface InlineCheckoutDeps {
  api: ProviderApi;
  host: FrameHost;
  /** The provider's checkout page for a transaction, shown in the frame. */
  checkoutUrl(accessCode: string, frameId: string): string;
  random?: () => number;
}

export class InlineCheckout {
  private readonly transactions: InlineTransaction[] = [];
  private active: InlineTransaction | null = null;

  constructor(private readonly deps: InlineCheckoutDeps) {}

  /** The transaction whose checkout is open, if any. */
  activeTransaction(): InlineTransaction | null {
    return this.active;
  }

  /**
   * Starts a checkout from transaction parameters. An earlier transaction with identical
   * parameters that nobody paid (status empty or 'abandoned') is reused instead of a new one.
   */
  async newTransaction(input: unknown): Promise<InlineTransaction> {
    const normalized = normalizeTransactionParams(input);
    if (normalized.accessCode)
      return this.resumeTransaction(normalized.accessCode, normalized.callbacks);
    this.cancelActive();

    const print = fingerprint({ ...normalized.params, connect_account: normalized.connectAccount });
    const reusable = this.transactions.find(
      (tx) =>
        tx.fingerprint === print &&
        !tx.isActive &&
        tx.data &&
        ['', 'abandoned'].includes(tx.providerStatus),
    );
    if (reusable) {
      reusable.callbacks = normalized.callbacks;
      this.open(reusable);
      return reusable;
    }

    const tx = new InlineTransaction(print, normalized.callbacks);
    this.transactions.push(tx);
    const answer = await this.ask(tx, () =>
      this.deps.api.requestInline(normalized.params, { connectAccount: normalized.connectAccount }),
    );
    this.load(tx, answer);
    this.open(tx);
    return tx;
  }

  /** Opens the checkout of a transaction created on the server (by access code: nothing else to check). */
  async resumeTransaction(
    accessCode: string,
    callbacks: InlineCallbacks = {},
  ): Promise<InlineTransaction> {
    if (typeof accessCode !== 'string' || accessCode === '')
      throw new Error(inlineTexts.missing('accessCode'));
    const checked = pickCallbacks(callbacks as Record<string, unknown>);
    this.cancelActive();
    const tx = new InlineTransaction(null, checked);
    this.transactions.push(tx);
    const answer = await this.ask(tx, () => this.deps.api.verifyAccessCode(accessCode));
    this.load(tx, answer);
    this.open(tx);
    return tx;
  }

  /** Cancels the transaction (by id or object) if its checkout is open. */
  cancelTransaction(which: InlineTransaction | string | number | null = this.active): void {
    const tx =
      which instanceof InlineTransaction
        ? which
        : this.transactions.find(
            (t) => t.isActive && t.id !== null && String(t.id) === String(which),
          );
    if (!tx?.isActive) return;
    this.end(tx, 'cancelled', 'abandoned');
    tx.callbacks.onCancel?.();
    tx.callbacks.onClose?.();
  }

  private cancelActive() {
    if (this.active) this.cancelTransaction(this.active);
  }

  /** Calls the provider; a status of false (or no answer) throws its message and calls onError. */
  private async ask(
    tx: InlineTransaction,
    call: () => Promise<InlineApiResponse>,
  ): Promise<InlineApiResponse> {
    let answer: InlineApiResponse;
    try {
      answer = await call();
    } catch {
      answer = { status: false, message: inlineTexts.unreachable };
    }
    if (!answer.status || !answer.data) {
      tx.state = 'failed';
      const message = answer.message || inlineTexts.unreachable;
      tx.callbacks.onError?.({ status: false, message });
      throw new Error(message);
    }
    return answer;
  }

  private load(tx: InlineTransaction, answer: InlineApiResponse) {
    tx.data = answer.data!;
    tx.accessCode = answer.data!.access_code;
    tx.providerStatus = answer.data!.transaction_status ?? '';
    tx.state = 'loaded';
  }

  private open(tx: InlineTransaction) {
    tx.frameId = randomFrameId(this.deps.random);
    tx.state = 'active';
    this.active = tx;
    tx.handle = this.deps.host.open(
      { frameId: tx.frameId, url: this.deps.checkoutUrl(tx.accessCode, tx.frameId) },
      {
        message: (message) => this.receive(tx, message),
        dismiss: () => this.cancelTransaction(tx),
      },
    );
  }

  private end(tx: InlineTransaction, state: TransactionState, providerStatus: string) {
    tx.state = state;
    tx.providerStatus = providerStatus;
    tx.handle?.close();
    tx.handle = null;
    if (this.active === tx) this.active = null;
  }

  /** A message from the checkout frame; anything from another frame or an ended transaction is ignored. */
  private receive(tx: InlineTransaction, message: CheckoutFrameMessage) {
    receiveFrameMessage(tx, message, (state, providerStatus) =>
      this.end(tx, state, providerStatus),
    );
  }
}
