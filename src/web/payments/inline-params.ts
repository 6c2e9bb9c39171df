import type { InlineCallbacks } from './inline-types';

/**
 * Transaction parameters as the provider's popup takes them (docs/storefront-spec.md §3 transaction parameters, §5
 * payment provider parameters, §8 payment provider errors): checked, legacy names mapped, compared.
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

/** Older parameter names, still accepted and mapped to today's (docs/storefront-spec.md §3 legacy aliases). */
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

export function pickCallbacks(input: Record<string, unknown>): InlineCallbacks {
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
export function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${fingerprint(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
