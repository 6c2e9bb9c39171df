import type { ServerResponse } from 'node:http';
import { fail } from './http';
import { initializeTransaction } from './initialize';
import type { Ledger } from './ledger';
import { fetchRefund, listRefunds, refundTransaction } from './refund';
import { verifyTransaction } from './verify';

const VERIFY_PATH = /^\/transaction\/verify\/([^/]+)$/;
const REFUND_PATH = /^\/refund\/([^/]+)$/;

/** Sends an authorized request to its endpoint; anything the contract does not describe is a violation. */
export function routeRequest(
  ledger: Ledger,
  request: { method: string | undefined; path: string; query: URLSearchParams; body: unknown },
  response: ServerResponse,
) {
  const { method, path, query, body } = request;
  if (method === 'POST' && path === '/transaction/initialize') {
    return initializeTransaction(ledger, body, response);
  }
  const verify = VERIFY_PATH.exec(path);
  if (method === 'GET' && verify) {
    return verifyTransaction(ledger, decodeURIComponent(verify[1]!), response);
  }
  if (method === 'POST' && path === '/refund') return refundTransaction(ledger, body, response);
  if (method === 'GET' && path === '/refund') return listRefunds(ledger, query, response);
  const refund = REFUND_PATH.exec(path);
  if (method === 'GET' && refund) {
    return fetchRefund(ledger, decodeURIComponent(refund[1]!), response);
  }

  ledger.violations.push(`${method} ${path}: not in the contract`);
  fail(response, 404, 'Entity not found');
}
