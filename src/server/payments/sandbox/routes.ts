import { readFileSync } from 'node:fs';
import { exemptFromCsrf } from '@server/http/csrf';
import type { PaymentsService } from '@server/payments/service';
import { fromAppRoot } from '@server/platform/app-root';
import { BUSINESS } from '@shared/constants';
import { sandboxTexts } from '@shared/payments';
import { errorResponseSchema } from '@shared/schemas/auth';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_PUBLIC_KEY, type SandboxLedger, type SandboxTransaction } from './ledger';
import { renderSandboxCheckoutPage, SANDBOX_PAGE_CSP } from './page';
import { SANDBOX_CHECKOUT_PATH } from './provider';

const frameDir = fromAppRoot('src/server/payments/sandbox');
const frameScript = readFileSync(`${frameDir}/checkout-frame.js`, 'utf8');
const frameStyles = readFileSync(`${frameDir}/checkout-frame.css`, 'utf8');

/** Like a provider's webhook, the sandbox tells the storefront about a settled payment a moment later. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1500;

const API = '/api/payments/sandbox';
const accessCodeSchema = z.string().regex(/^[\w.=-]{1,100}$/, sandboxTexts.transactionNotFound);

/** The provider's inline response fields (spec §3), as far as a sandbox has them. */
const inlineDataSchema = z.object({
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

const inlineResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: inlineDataSchema.optional(),
});

function inlineData(
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
const requestInlineSchema = z.strictObject({
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
function unsupported(params: z.infer<typeof requestInlineSchema>): string | null {
  if (params.planCode) return 'Plan not found';
  if (params.customerCode) return 'Customer not found';
  if (params.subaccountCode || params.split || params.split_code || params.connect_split) {
    return 'The sandbox does not support split payments.';
  }
  return null;
}

const chargeSchema = z.strictObject({
  accessCode: accessCodeSchema,
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvv: z.string().max(10),
});

const chargeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.number(),
    reference: z.string(),
    status: z.enum(['success', 'failed', 'pending']),
    message: z.string(),
  }),
});

const okResponse = z.object({ status: z.boolean(), message: z.string() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * The sandbox provider: its checkout page (shown in the storefront's frame) and the small API the
 * page and the inline module call. Provider endpoints carry their own proof (public key, access
 * code) rather than our session, so they are exempt from the storefront's CSRF check.
 */
export function sandboxRoutes(
  ledger: SandboxLedger,
  payments: PaymentsService,
  log: FastifyBaseLogger,
) {
  const timers = new Set<NodeJS.Timeout>();
  /** The sandbox's stand-in for the provider's webhook. */
  const notifyLater = (reference: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      payments
        .notifySettled(reference)
        .catch((err) => log.warn({ err, reference }, 'sandbox settlement notice not recorded'));
    }, SANDBOX_WEBHOOK_DELAY_MS);
    timers.add(timer);
  };

  for (const path of ['checkout/request_inline', 'charge', 'abandon', 'transfers/confirm'])
    exemptFromCsrf(`${API}/${path}`);

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Payment sandbox'];
    root.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    });

    app.get(
      SANDBOX_CHECKOUT_PATH,
      {
        schema: {
          hide: true,
          querystring: z.object({
            access_code: accessCodeSchema,
            frame_id: z
              .string()
              .regex(/^[A-Za-z0-9]{5}$/)
              .optional(),
          }),
        },
      },
      async (request, reply) => {
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', SANDBOX_PAGE_CSP)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff');
        return renderSandboxCheckoutPage({
          accessCode: request.query.access_code,
          frameId: request.query.frame_id ?? '',
        });
      },
    );
    app.get('/payments/sandbox/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(frameScript),
    );
    app.get('/payments/sandbox/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(frameStyles),
    );

    app.post(
      `${API}/checkout/request_inline`,
      {
        schema: {
          tags,
          summary: 'Sandbox provider: open a transaction from inline checkout parameters',
          body: requestInlineSchema,
          response: { 200: inlineResponse, ...errors },
        },
      },
      async (request) => {
        const params = request.body;
        if (params.key !== SANDBOX_PUBLIC_KEY)
          return { status: false, message: sandboxTexts.invalidKey };
        const refusal = unsupported(params);
        if (refusal) return { status: false, message: refusal };
        if (!params.email || !params.amount)
          return { status: false, message: 'Email and amount are required' };
        const tx = await ledger.create({
          reference: params.reference,
          amountMinor: params.amount,
          currency: params.currency ?? 'NGN',
          email: params.email,
          metadata: typeof params.metadata === 'object' ? params.metadata : undefined,
        });
        return {
          status: true,
          message: 'Transaction initialized',
          data: inlineData(tx, params.label ?? null),
        };
      },
    );

    app.get(
      `${API}/transaction/verify_access_code/:accessCode`,
      {
        schema: {
          tags,
          summary: 'Sandbox provider: the transaction behind an access code',
          params: z.object({ accessCode: accessCodeSchema }),
          response: { 200: inlineResponse, ...errors },
        },
      },
      async (request) => {
        const tx = await ledger.byAccessCode(request.params.accessCode);
        if (!tx) return { status: false, message: sandboxTexts.transactionNotFound };
        return { status: true, message: 'Access code verified', data: inlineData(tx) };
      },
    );

    app.post(
      `${API}/charge`,
      {
        schema: {
          tags,
          summary: 'Sandbox provider: pay a transaction with a test card',
          body: chargeSchema,
          response: { 200: chargeResponse, ...errors },
        },
      },
      async (request) => {
        const tx = await ledger.charge(request.body);
        if (tx.status === 'success') notifyLater(tx.reference);
        const status = tx.status as 'success' | 'failed' | 'pending';
        return {
          status: true as const,
          message: 'Charge attempted',
          data: {
            id: tx.id,
            reference: tx.reference,
            status,
            message:
              status === 'failed'
                ? sandboxTexts.declined
                : status === 'pending'
                  ? sandboxTexts.transferPending
                  : sandboxTexts.success,
          },
        };
      },
    );

    app.post(
      `${API}/abandon`,
      {
        schema: {
          tags,
          summary: 'Sandbox provider: the diner closed the checkout without paying',
          body: z.strictObject({ accessCode: accessCodeSchema }),
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await ledger.abandon(request.body.accessCode);
        return { status: true, message: 'Transaction abandoned' };
      },
    );

    app.post(
      `${API}/transfers/confirm`,
      {
        schema: {
          tags,
          summary:
            'Sandbox bank: confirm a pending bank transfer; the storefront is notified at once',
          body: z.strictObject({
            reference: z.string().regex(/^[\w.=-]{1,100}$/, 'Unknown payment reference.'),
          }),
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        const tx = await ledger.confirmTransfer(request.body.reference);
        // The bank's confirmation reaches the storefront at once, so the order shows up right away.
        await payments
          .notifySettled(tx.reference)
          .catch((err) =>
            log.warn({ err, reference: tx.reference }, 'sandbox settlement notice not recorded'),
          );
        return { status: true, message: 'Transfer confirmed' };
      },
    );
  };
}
