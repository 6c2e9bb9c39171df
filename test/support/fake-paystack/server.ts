import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { fail, readBody } from './http';
import { createLedger, type Ledger, markPaid, refundElsewhere, setRefundStatus } from './ledger';
import { routeRequest } from './routes';
import type { FakePaystack, Fault } from './types';
import { signedRefundWebhook, signedWebhook } from './webhook';

/** failNext(count) sets this; while it is above zero every request is answered 500. */
interface Outage {
  failuresLeft: number;
}

/** Tests waiting for the work of a request whose answer a fault holds back, by path. */
type WorkWaiters = Map<string, (() => void)[]>;

/** Keeps what an endpoint answers from the client until `release` (or forever). */
function holdAnswer(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response);
  const end = response.end.bind(response);
  let status = 200;
  let headers: OutgoingHttpHeaders | undefined;
  let body: unknown;
  response.writeHead = ((code: number, h?: OutgoingHttpHeaders) => {
    status = code;
    headers = h;
    return response;
  }) as unknown as typeof response.writeHead;
  response.end = ((chunk?: unknown) => {
    body = chunk;
    return response;
  }) as unknown as typeof response.end;
  const restore = () => {
    response.writeHead = writeHead;
    response.end = end;
  };
  return {
    release() {
      restore();
      if (response.destroyed || response.writableEnded) return;
      writeHead(status, headers);
      end(body as string);
    },
    fail() {
      restore();
      if (response.destroyed) return;
      writeHead(500, { 'content-type': 'text/plain' });
      end('upstream error');
    },
  };
}

/** Does the work of a request under a fault, then drops, delays or fails its answer. */
function applyFault(fault: Fault, response: ServerResponse, work: () => void, done: () => void) {
  if (fault.kind === 'answer') {
    response.writeHead(fault.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(fault.body));
    return;
  }
  const held = holdAnswer(response);
  work();
  done();
  if (fault.kind === 'drop') response.socket?.destroy();
  else if (fault.kind === 'fail') held.fail();
  else setTimeout(() => held.release(), fault.ms).unref();
}

async function handle(
  ledger: Ledger,
  secretKey: string,
  outage: Outage,
  waiters: WorkWaiters,
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
  const route = () =>
    routeRequest(
      ledger,
      { method: request.method, path: url.pathname, query: url.searchParams, body },
      response,
    );
  const key = [`${request.method} ${url.pathname}`, url.pathname].find((k) => ledger.faults.has(k));
  if (!key) return route();
  const fault = ledger.faults.get(key)!;
  ledger.faults.delete(key);
  applyFault(fault, response, route, () => {
    for (const resolve of waiters.get(url.pathname) ?? []) resolve();
    waiters.delete(url.pathname);
  });
}

/** Starts the fake on a free loopback port, with fresh random keys unless the test names them. */
export async function startFakePaystack(
  options: { secretKey?: string; publicKey?: string } = {},
): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publicKey = options.publicKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const ledger = createLedger();
  const outage: Outage = { failuresLeft: 0 };
  const waiters: WorkWaiters = new Map();

  const server: Server = createServer((request, response) => {
    handle(ledger, secretKey, outage, waiters, request, response).catch((error) => {
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
    refunds: ledger.refunds,
    dropNextAnswer: (path) => ledger.faults.set(path, { kind: 'drop' }),
    delayNextAnswer: (path, ms) => ledger.faults.set(path, { kind: 'delay', ms }),
    failNextAfterWork: (path) => ledger.faults.set(path, { kind: 'fail' }),
    answerNext: (path, status, body) => ledger.faults.set(path, { kind: 'answer', status, body }),
    workDone: (path) =>
      new Promise<void>((resolve) => {
        const path_ = path.replace(/^[A-Z]+ /, '');
        waiters.set(path_, [...(waiters.get(path_) ?? []), resolve]);
      }),
    setRefundStatus: (id, status) => setRefundStatus(ledger, id, status),
    describeRefundsAs(listing) {
      ledger.listing = listing;
    },
    refundElsewhere: (count) => refundElsewhere(ledger, count),
    refunded: (reference) => ledger.transactions.get(reference)?.refunded ?? 0,
    refundWebhook: (id, event) => signedRefundWebhook(ledger, secretKey, id, event),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
