import type { SettledNotice } from '@server/payments/providers/types';
import { sandboxTexts } from '@shared/payments';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessCodeSchema,
  chargeResponse,
  chargeSchema,
  errors,
  inlineData,
  inlineResponse,
  okResponse,
  requestInlineSchema,
  SANDBOX_API,
  unsupported,
} from './api-schemas';
import { SANDBOX_PUBLIC_KEY, type SandboxLedger } from './ledger';

/**
 * The small API the sandbox's checkout page and the inline module call. The calls that change a
 * transaction come from the provider's own frame and carry their own proof (public key, access
 * code) rather than our session, so they are exempt from the storefront's CSRF check.
 */
export function registerSandboxApi(
  root: FastifyInstance,
  deps: {
    ledger: SandboxLedger;
    log: FastifyBaseLogger;
    /** The storefront hears of a paid card a moment later, as from a provider's webhook. */
    notifyLater(reference: string): void;
    settled: SettledNotice;
  },
) {
  const { ledger, log, notifyLater, settled } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payment sandbox'];

  app.post(
    `${SANDBOX_API}/checkout/request_inline`,
    {
      config: { csrfExempt: true },
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
    `${SANDBOX_API}/transaction/verify_access_code/:accessCode`,
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
    `${SANDBOX_API}/charge`,
    {
      config: { csrfExempt: true },
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
    `${SANDBOX_API}/abandon`,
    {
      config: { csrfExempt: true },
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
    `${SANDBOX_API}/transfers/confirm`,
    {
      config: { csrfExempt: true },
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
      await settled(tx.reference).catch((err) =>
        log.warn({ err, reference: tx.reference }, 'sandbox settlement notice not recorded'),
      );
      return { status: true, message: 'Transfer confirmed' };
    },
  );
}
