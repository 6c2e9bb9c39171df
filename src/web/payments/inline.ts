import type { CheckoutFrameMessage } from '@shared/payments';

/**
 * The inline checkout: opens a payment provider's checkout page in a frame over the storefront and
 * turns the frame's messages into callbacks, following the provider popup's rules (spec §3
 * transaction parameters, §4 provider transaction and frame messages, §5 payment provider
 * parameters, §8 payment provider errors, §9 frame id). The provider's API and the frame's DOM are
 * passed in, so every rule is testable without a browser; overlay.ts is the DOM side.
 */

export type ParamType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'function';

/** Every transaction parameter the provider knows, with the types it accepts. */
export const PARAM_TYPES = {
  key: ['string'],
  amount: ['number', 'string'],
  currency: ['string'],
  email: ['string'],
  label: ['string'],
  firstName: ['string'],
  lastName: ['string'],
  reference: ['string'],
  phone: ['string', 'number'],
  customerCode: ['string'],
  channels: ['array'],
  metadata: ['object', 'string'],
  subaccountCode: ['string'],
  bearer: ['string'],
  transactionCharge: ['number', 'string'],
  planCode: ['string'],
  subscriptionCount: ['number'],
  planInterval: ['string'],
  subscriptionLimit: ['number'],
  subscriptionStartDate: ['string'],
  accessCode: ['string'],
  split: ['object'],
  split_code: ['string'],
  connect_account: ['string'],
  connect_split: ['array', 'object'],
  paymentRequest: ['string', 'number'],
} as const satisfies Record<string, readonly ParamType[]>;
export type ParamName = keyof typeof PARAM_TYPES;

export const CALLBACK_NAMES = [
  'onSuccess',
  'onCancel',
  'onError',
  'onLoad',
  'onClose',
  'onBankTransferConfirmationPending',
] as const;

/** Older parameter names, still accepted and mapped to today's (spec §3 legacy aliases). */
export const LEGACY_ALIASES: Record<string, ParamName> = {
  firstname: 'firstName',
  lastname: 'lastName',
  customer_code: 'customerCode',
  payment_request: 'paymentRequest',
  subaccount: 'subaccountCode',
  transaction_charge: 'transactionCharge',
  plan: 'planCode',
  quantity: 'subscriptionCount',
  interval: 'planInterval',
  invoice_limit: 'subscriptionLimit',
  start_date: 'subscriptionStartDate',
  ref: 'reference',
};

export const inlineTexts = {
  notAnObject: 'Transaction parameters should be a non-empty object',
  missing: (name: string) => `Required parameter missing: ${name}`,
  invalidType: (name: string, types: readonly ParamType[]) =>
    `Invalid parameter type: ${name}. Valid types: ${types.join(', ')}`,
  unreachable: 'The payment provider could not be reached. Please try again.',
} as const;

export interface SuccessResponse {
  reference: string;
  trxref?: string;
  status: string;
  message?: string;
  trans?: string;
  transaction?: string;
  [key: string]: unknown;
}
export interface LoadResponse {
  id: number | string;
  accessCode: string;
  customer: { email: string };
}
export interface InlineError {
  status?: boolean;
  message: string;
}

export interface InlineCallbacks {
  onSuccess?: (response: SuccessResponse) => void;
  onCancel?: () => void;
  onError?: (error: InlineError) => void;
  onLoad?: (response: LoadResponse) => void;
  onClose?: () => void;
  onBankTransferConfirmationPending?: (response: {
    reference?: string;
    [key: string]: unknown;
  }) => void;
}

/** The provider's inline response fields (spec §3) the module reads. */
export interface InlineTransactionData {
  id: number | string;
  transaction_status: string;
  access_code: string;
  email: string;
  amount: number;
  currency: string;
  [key: string]: unknown;
}
export interface InlineApiResponse {
  status: boolean;
  message: string;
  data?: InlineTransactionData;
}

/** The provider's inline API (POST /checkout/request_inline, GET transaction/verify_access_code/{code}). */
export interface ProviderApi {
  requestInline(
    params: Record<string, unknown>,
    options: { connectAccount?: string },
  ): Promise<InlineApiResponse>;
  verifyAccessCode(accessCode: string): Promise<InlineApiResponse>;
}

export interface FrameHandle {
  /** The checkout page said it loaded: the loader can go. */
  loaded(): void;
  close(): void;
}

/** Shows the provider's checkout frame and reports its messages (already checked for origin and source). */
export interface FrameHost {
  open(
    frame: { frameId: string; url: string },
    events: { message(message: CheckoutFrameMessage): void; dismiss(): void },
  ): FrameHandle;
}

export type TransactionState =
  | 'created'
  | 'loaded'
  | 'active'
  | 'success'
  | 'cancelled'
  | 'transfer_pending'
  | 'failed';

const FRAME_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The frame id: 5 random alphanumeric characters (spec §9). */
export function randomFrameId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 5; i += 1)
    id += FRAME_ID_ALPHABET[Math.floor(random() * FRAME_ID_ALPHABET.length)];
  return id;
}

function typeOf(value: unknown): ParamType | 'other' {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  const t = typeof value;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'function' ? t : 'other';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export interface NormalizedTransaction {
  /** Canonical parameters to send to the provider (no callbacks, no connect_account). */
  params: Record<string, unknown>;
  callbacks: InlineCallbacks;
  accessCode?: string;
  connectAccount?: string;
}

function pickCallbacks(input: Record<string, unknown>): InlineCallbacks {
  const callbacks: Record<string, unknown> = {};
  for (const name of CALLBACK_NAMES) {
    const value = input[name];
    if (value === undefined) continue;
    if (typeof value !== 'function') throw new Error(inlineTexts.invalidType(name, ['function']));
    callbacks[name] = value;
  }
  return callbacks as InlineCallbacks;
}

/**
 * Checks and normalises transaction parameters: legacy names mapped, unknown keys dropped, an
 * access code skips every other check, required ones present, each of an accepted type; a customer
 * code overrides the e-mail and a plan code the amount.
 */
export function normalizeTransactionParams(input: unknown): NormalizedTransaction {
  if (!isPlainObject(input) || Object.keys(input).length === 0)
    throw new Error(inlineTexts.notAnObject);

  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((CALLBACK_NAMES as readonly string[]).includes(key)) continue;
    const name = key in PARAM_TYPES ? key : LEGACY_ALIASES[key];
    if (!name) continue; // unknown keys are dropped
    // The current name wins over its legacy alias when both are given.
    if (name !== key && name in input) continue;
    mapped[name] = value;
  }
  const callbacks = pickCallbacks(input);

  if (present(mapped.accessCode)) {
    if (typeof mapped.accessCode !== 'string')
      throw new Error(inlineTexts.invalidType('accessCode', PARAM_TYPES.accessCode));
    return { params: {}, callbacks, accessCode: mapped.accessCode };
  }

  if (!present(mapped.key)) throw new Error(inlineTexts.missing('key'));
  if (!present(mapped.amount) && !present(mapped.planCode))
    throw new Error(inlineTexts.missing('amount'));
  if (!present(mapped.email) && !present(mapped.customerCode))
    throw new Error(inlineTexts.missing('email'));

  for (const [name, value] of Object.entries(mapped)) {
    const types = PARAM_TYPES[name as ParamName];
    if (value === undefined) {
      delete mapped[name];
      continue;
    }
    if (!(types as readonly string[]).includes(typeOf(value)))
      throw new Error(inlineTexts.invalidType(name, types));
  }

  if (present(mapped.customerCode)) delete mapped.email;
  if (present(mapped.planCode)) delete mapped.amount;
  const { connect_account: connectAccount, ...params } = mapped;
  return { params, callbacks, connectAccount: connectAccount as string | undefined };
}

/** A stable text of the parameters, so "identical parameters" compares values, not key order. */
function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${fingerprint(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

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
    if (!tx.isActive || message.frameId !== tx.frameId) return;
    const data = message.data ?? {};
    switch (message.event) {
      case 'loaded:checkout':
        tx.handle?.loaded();
        return;
      case 'loaded:transaction':
        tx.callbacks.onLoad?.({
          id: (data.id as number | string | undefined) ?? tx.id ?? '',
          accessCode: tx.accessCode,
          customer: { email: (data.email as string | undefined) ?? tx.data?.email ?? '' },
        });
        return;
      case 'success':
        this.end(tx, 'success', 'success');
        tx.callbacks.onSuccess?.({
          status: 'success',
          ...data,
          reference: String(data.reference ?? ''),
        });
        return;
      case 'cancel':
      case 'close':
        this.end(tx, 'cancelled', 'abandoned');
        tx.callbacks.onCancel?.();
        tx.callbacks.onClose?.();
        return;
      case 'transfer:pending':
        // Ends like a cancel (the frame closes), plus its own callback: the money may still come.
        this.end(tx, 'transfer_pending', 'pending');
        tx.callbacks.onCancel?.();
        tx.callbacks.onClose?.();
        tx.callbacks.onBankTransferConfirmationPending?.(data);
        return;
      case 'error': {
        const messageText = typeof data.message === 'string' ? data.message : 'Error occurred';
        // A setup error means the checkout cannot be used: it closes.
        if (data.setup) this.end(tx, 'failed', tx.providerStatus);
        tx.callbacks.onError?.({ message: messageText });
        return;
      }
    }
  }
}
