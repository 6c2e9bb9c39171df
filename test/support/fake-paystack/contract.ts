import { z } from 'zod';

/** components.schemas.RefundListResponseArray / RefundFetchResponse.data: one refund as listed or fetched. */
function refundRecord() {
  return z.object({
    integration: z.number().int(),
    transaction: z.number().int(),
    dispute: z.null(),
    settlement: z.null(),
    id: z.number().int(),
    domain: z.string(),
    currency: z.string(),
    amount: z.number().int(),
    status: z.string(),
    refunded_at: z.string().nullable(),
    refunded_by: z.string(),
    customer_note: z.string(),
    merchant_note: z.string(),
    deducted_amount: z.number().int(),
    fully_deducted: z.number().int(),
    createdAt: z.string(),
    bank_reference: z.null(),
    transaction_reference: z.string(),
    reason: z.string(),
    customer: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      customer_code: z.string(),
      phone: z.string().nullable(),
      metadata: z.string(),
      risk_action: z.string(),
      international_format_phone: z.string(),
    }),
    refund_type: z.string(),
    transaction_amount: z.number().int(),
    initiated_by: z.string(),
    refund_channel: z.string(),
    session_id: z.null(),
    collect_account_number: z.boolean(),
  });
}

/**
 * The request and response shapes the fake accepts and sends, written from
 * contracts/paystack-openapi.yaml (the schemas named below). The contract test
 * (src/server/payments/providers/paystack/contract.test.ts) checks that every field here exists in
 * that published description, so the fake cannot drift into an API Paystack does not have.
 */
export const paystackContract = {
  /** components.schemas.TransactionInitialize (required: email, amount). */
  initializeRequest: z.object({
    email: z.string(),
    amount: z.number().int(),
    currency: z.enum(['GHS', 'KES', 'NGN', 'ZAR', 'USD']).optional(),
    reference: z
      .string()
      .regex(/^[A-Za-z0-9.=-]+$/)
      .optional(),
    callback_url: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    channels: z.array(z.string()).optional(),
    label: z.string().optional(),
  }),
  /** components.schemas.TransactionInitializeResponse. */
  initializeResponse: z.object({
    status: z.boolean(),
    message: z.string(),
    data: z.object({
      authorization_url: z.string(),
      access_code: z.string(),
      reference: z.string(),
    }),
  }),
  /** components.schemas.VerifyResponse (the fields a storefront reads). */
  verifyResponse: z.object({
    status: z.boolean(),
    message: z.string(),
    data: z.object({
      id: z.number().int(),
      domain: z.string(),
      status: z.string(),
      reference: z.string(),
      amount: z.number().int(),
      message: z.string().nullable(),
      gateway_response: z.string(),
      paid_at: z.string().nullable(),
      created_at: z.string(),
      channel: z.string(),
      currency: z.string(),
      ip_address: z.string(),
      metadata: z.union([z.string(), z.record(z.string(), z.unknown())]),
      fees: z.number().int().nullable(),
      customer: z.object({
        id: z.number().int(),
        first_name: z.string().nullable(),
        last_name: z.string().nullable(),
        email: z.string(),
        customer_code: z.string(),
        phone: z.string().nullable(),
        metadata: z.unknown().nullable(),
        risk_action: z.string(),
        international_format_phone: z.string().nullable(),
      }),
      requested_amount: z.number().int(),
      transaction_date: z.string(),
    }),
  }),
  /** components.schemas.RefundCreate (required: transaction). */
  refundRequest: z.object({
    transaction: z.string(),
    amount: z.number().int().optional(),
    currency: z.enum(['GHS', 'KES', 'NGN', 'USD', 'ZAR']).optional(),
    customer_note: z.string().optional(),
    merchant_note: z.string().optional(),
  }),
  /** components.schemas.RefundCreateResponse. */
  refundResponse: z.object({
    status: z.boolean(),
    message: z.string(),
    data: z.object({
      transaction: z.object({
        id: z.number().int(),
        reference: z.string(),
        amount: z.number().int(),
        currency: z.string(),
      }),
      integration: z.number().int(),
      deducted_amount: z.number().int(),
      channel: z.null(),
      merchant_note: z.string(),
      customer_note: z.string(),
      status: z.string(),
      refunded_by: z.string(),
      expected_at: z.string(),
      currency: z.string(),
      domain: z.string(),
      amount: z.number().int(),
      fully_deducted: z.boolean(),
      id: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  }),
  /** components.schemas.RefundFetchResponse (GET /refund/{id}). */
  refundFetchResponse: z.object({
    status: z.boolean(),
    message: z.string(),
    data: refundRecord(),
  }),
  /** components.schemas.RefundListResponse (GET /refund?perPage=&page=&from=&to=). */
  refundListResponse: z.object({
    status: z.boolean(),
    message: z.string(),
    data: z.array(refundRecord()),
    meta: z.object({
      total: z.number().int(),
      skipped: z.number().int(),
      perPage: z.string(),
      page: z.number().int(),
      pageCount: z.number().int(),
      failedRefundCount: z.number().int(),
    }),
  }),
  /** components.responses.Unauthorized / NotFound / TransactionInitializeBadRequestResponse (schema Error). */
  errorResponse: z.object({ status: z.literal(false), message: z.string() }),
};
