import { errorResponses } from '@server/http/responses';
import { BUSINESS } from '@shared/constants';
import { sandboxTexts } from '@shared/payments';
import { z } from 'zod';
import { SANDBOX_PUBLIC_KEY, type SandboxTransaction } from './ledger';

/** The sandbox provider's API: what its inline module and checkout page send, and what it answers. */

export const SANDBOX_API = '/api/payments/sandbox';
export const accessCodeSchema = z
  .string()
  .regex(/^[\w.=-]{1,100}$/, sandboxTexts.transactionNotFound);

/** The provider's inline response fields (docs/storefront-spec.md §3), as far as a sandbox has them. */
export const inlineDataSchema = z.object({
  id: z.number(),
  transaction_status: z.string(),
  access_code: z.string(),
  reference: z.string(),
  merchant_key: z.string(),
  channels: z.array(z.string()),
  merchant_id: z.number(),
  merchant_name: z.string(),
  merchant_logo: z.string().nullable(),
  email: z.string(),
  amount: z.number(),
  currency: z.string(),
  label: z.string().nullable(),
  plan_details: z.object({ interval: z.string() }).nullable(),
  custom_filters: z.object({ recurring: z.boolean() }),
  link_config: z.object({ enabled: z.boolean(), has_payment_instruments: z.boolean() }),
  log: z.null(),
});

export const inlineResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: inlineDataSchema.optional(),
});

export function inlineData(
  tx: SandboxTransaction,
  label: string | null = null,
): z.infer<typeof inlineDataSchema> {
  return {
    id: tx.id,
    transaction_status: tx.status,
    access_code: tx.accessCode,
    reference: tx.reference,
    merchant_key: SANDBOX_PUBLIC_KEY,
    channels: ['card', 'bank_transfer', 'ussd'],
    merchant_id: 1,
    merchant_name: BUSINESS.name,
    merchant_logo: null,
    email: tx.email,
    amount: tx.amountMinor,
    currency: tx.currency,
    label,
    plan_details: null,
    custom_filters: { recurring: false },
    link_config: { enabled: false, has_payment_instruments: false },
    log: null,
  };
}

/** The canonical transaction parameters the inline module sends (unknown keys were dropped there). */
export const requestInlineSchema = z.strictObject({
  key: z.string().min(1).max(200),
  amount: z.coerce.number().int().positive().max(1_000_000_000).optional(),
  currency: z.string().length(3).optional(),
  email: z.string().trim().min(3).max(254).optional(),
  label: z.string().max(200).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  reference: z
    .string()
    .regex(/^[\w.=-]{1,100}$/)
    .optional(),
  phone: z.union([z.string().max(30), z.number()]).optional(),
  customerCode: z.string().max(100).optional(),
  channels: z.array(z.string().max(30)).max(10).optional(),
  metadata: z.union([z.record(z.string(), z.unknown()), z.string().max(5000)]).optional(),
  subaccountCode: z.string().max(100).optional(),
  bearer: z.string().max(30).optional(),
  transactionCharge: z.union([z.number(), z.string().max(20)]).optional(),
  planCode: z.string().max(100).optional(),
  subscriptionCount: z.number().int().optional(),
  planInterval: z.string().max(30).optional(),
  subscriptionLimit: z.number().int().optional(),
  subscriptionStartDate: z.string().max(40).optional(),
  split: z.record(z.string(), z.unknown()).optional(),
  split_code: z.string().max(100).optional(),
  connect_split: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  paymentRequest: z.union([z.string().max(100), z.number()]).optional(),
});

/** What the sandbox, having no customers, plans or subaccounts, cannot do. */
export function unsupported(params: z.infer<typeof requestInlineSchema>): string | null {
  if (params.planCode) return 'Plan not found';
  if (params.customerCode) return 'Customer not found';
  if (params.subaccountCode || params.split || params.split_code || params.connect_split) {
    return 'The sandbox does not support split payments.';
  }
  return null;
}

export const chargeSchema = z.strictObject({
  accessCode: accessCodeSchema,
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvv: z.string().max(10),
});

export const chargeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.number(),
    reference: z.string(),
    status: z.enum(['success', 'failed', 'pending']),
    message: z.string(),
  }),
});

export const okResponse = z.object({ status: z.boolean(), message: z.string() });
export const errors = errorResponses(400, 404, 409);
