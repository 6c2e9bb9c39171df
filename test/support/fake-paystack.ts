import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A local stand-in for Paystack's REST API, for tests. Its request and response shapes are written
 * from contracts/paystack-openapi.yaml (the schemas named below); paystack-contract.test.ts
 * checks that every field used here exists in that published description. A request that does not
 * match the contract is answered 400 and kept in `violations`, so tests can assert there were none.
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
  /** components.responses.Unauthorized / NotFound / TransactionInitializeBadRequestResponse (schema Error). */
  errorResponse: z.object({ status: z.literal(false), message: z.string() }),
};

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

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

export async function startFakePaystack(
  options: { secretKey?: string; publicKey?: string } = {},
): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publicKey = options.publicKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const transactions = new Map<string, FakeTransaction>();
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  let nextId = 1000;
  let failures = 0;

  const send = <S extends z.ZodType>(
    response: ServerResponse,
    status: number,
    schema: S,
    body: z.input<S>,
  ) => {
    // The fake checks its own answers too: a wrong shape here is a bug in the fake, not the app.
    const checked = schema.parse(body);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(checked));
  };
  const fail = (response: ServerResponse, status: number, message: string) =>
    send(response, status, paystackContract.errorResponse, { status: false, message });

  function verifyBody(tx: FakeTransaction) {
    return {
      status: true,
      message: 'Verification successful',
      data: {
        id: tx.id,
        domain: 'test',
        status: tx.status,
        reference: tx.reference,
        amount: tx.amount,
        message: null,
        gateway_response:
          tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
        paid_at: tx.paidAt,
        created_at: tx.createdAt,
        channel: tx.channel,
        currency: tx.currency,
        ip_address: '127.0.0.1',
        metadata: tx.metadata,
        fees: tx.status === 'success' ? Math.round(tx.amount * 0.015) : null,
        customer: {
          id: 1,
          first_name: null,
          last_name: null,
          email: tx.email,
          customer_code: 'CUS_fake',
          phone: null,
          metadata: null,
          risk_action: 'default',
          international_format_phone: null,
        },
        requested_amount: tx.amount,
        transaction_date: tx.createdAt,
      },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const raw = await readBody(request);
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        violations.push(`${request.method} ${url.pathname}: body is not JSON`);
        return fail(response, 400, 'Invalid JSON');
      }
    }
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      body,
    });
    if (failures > 0) {
      failures -= 1;
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('upstream error');
      return;
    }
    // components.securitySchemes.bearerAuth: the secret key as a Bearer token.
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return fail(response, 401, 'Invalid key');

    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const parsed = paystackContract.initializeRequest.safeParse(body);
      if (!parsed.success) {
        violations.push(`POST /transaction/initialize: ${parsed.error.message}`);
        return fail(response, 400, 'Invalid request');
      }
      const reference = parsed.data.reference ?? `fake${randomBytes(5).toString('hex')}`;
      if (transactions.has(reference))
        return fail(response, 400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode,
        amount: parsed.data.amount,
        currency: parsed.data.currency ?? 'NGN',
        email: parsed.data.email,
        status: 'abandoned',
        channel: 'card',
        paidAt: null,
        createdAt: new Date().toISOString(),
        metadata: parsed.data.metadata ?? {},
        refunded: 0,
      });
      return send(response, 200, paystackContract.initializeResponse, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return fail(response, 404, 'Transaction reference not found');
      return send(response, 200, paystackContract.verifyResponse, verifyBody(tx));
    }

    if (request.method === 'POST' && url.pathname === '/refund') {
      const parsed = paystackContract.refundRequest.safeParse(body);
      if (!parsed.success) {
        violations.push(`POST /refund: ${parsed.error.message}`);
        return fail(response, 400, 'Invalid request');
      }
      const tx = transactions.get(parsed.data.transaction);
      if (tx?.status !== 'success')
        return fail(response, 400, 'Transaction has not been completed');
      const amount = parsed.data.amount ?? tx.amount - tx.refunded;
      if (amount <= 0 || tx.refunded + amount > tx.amount) {
        return fail(response, 400, 'Refund amount cannot be more than the transaction amount');
      }
      tx.refunded += amount;
      const now = new Date().toISOString();
      return send(response, 200, paystackContract.refundResponse, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: tx.id,
            reference: tx.reference,
            amount: tx.amount,
            currency: tx.currency,
          },
          integration: 1,
          deducted_amount: 0,
          channel: null,
          merchant_note: parsed.data.merchant_note ?? '',
          customer_note: parsed.data.customer_note ?? '',
          status: 'pending',
          refunded_by: 'owner@tavola.example',
          expected_at: now,
          currency: tx.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: nextId++,
          createdAt: now,
          updatedAt: now,
        },
      });
    }

    violations.push(`${request.method} ${url.pathname}: not in the contract`);
    return fail(response, 404, 'Entity not found');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      violations.push(`fake crashed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publicKey,
    transactions,
    requests,
    violations,
    pay(reference, overrides = {}) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
      Object.assign(tx, overrides, { status: 'success', paidAt: new Date().toISOString() });
      return tx;
    },
    failNext(count) {
      failures = count;
    },
    webhook(reference, event = 'charge.success') {
      const tx = transactions.get(reference);
      const body = JSON.stringify({
        event,
        data: tx
          ? verifyBody(tx).data
          : { reference, status: 'success', amount: 0, currency: 'NGN' },
      });
      return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
