import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fail, readBody } from './http';
import { createLedger, type Ledger, markPaid } from './ledger';
import { routeRequest } from './routes';
import type { FakePaystack } from './types';
import { signedWebhook } from './webhook';

/** failNext(count) sets this; while it is above zero every request is answered 500. */
interface Outage {
  failuresLeft: number;
}

async function handle(
  ledger: Ledger,
  secretKey: string,
  outage: Outage,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const raw = await readBody(request);
  let body: unknown = null;
  if (raw) {
    try {
      body = JSON.parse(raw);
    } catch {
      ledger.violations.push(`${request.method} ${url.pathname}: body is not JSON`);
      return fail(response, 400, 'Invalid JSON');
    }
  }
  ledger.requests.push({
    method: request.method ?? '',
    path: url.pathname,
    authorization: request.headers.authorization,
    body,
  });
  if (outage.failuresLeft > 0) {
    outage.failuresLeft -= 1;
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('upstream error');
    return;
  }
  // components.securitySchemes.bearerAuth: the secret key as a Bearer token.
  if (request.headers.authorization !== `Bearer ${secretKey}`) {
    return fail(response, 401, 'Invalid key');
  }
  routeRequest(ledger, { method: request.method, path: url.pathname, body }, response);
}

/** Starts the fake on a free loopback port, with fresh random keys unless the test names them. */
export async function startFakePaystack(
  options: { secretKey?: string; publicKey?: string } = {},
): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publicKey = options.publicKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const ledger = createLedger();
  const outage: Outage = { failuresLeft: 0 };

  const server: Server = createServer((request, response) => {
    handle(ledger, secretKey, outage, request, response).catch((error) => {
      ledger.violations.push(
        `fake crashed: ${error instanceof Error ? error.message : String(error)}`,
      );
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
    transactions: ledger.transactions,
    requests: ledger.requests,
    violations: ledger.violations,
    pay: (reference, overrides = {}) => markPaid(ledger, reference, overrides),
    failNext(count) {
      outage.failuresLeft = count;
    },
    webhook: (reference, event = 'charge.success') =>
      signedWebhook(ledger, secretKey, reference, event),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
