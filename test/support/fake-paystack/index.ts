/**
 * A local stand-in for Paystack's REST API, for tests. Its request and response shapes are written
 * from contracts/paystack-openapi.yaml (see ./contract); a request that does not match the contract
 * is answered 400 and kept in `violations`, so tests can assert there were none.
 *
 * contract: the shapes · server: the HTTP server, key check and outage switch · routes and
 * initialize/verify/refund: one endpoint each (refund: POST, list and fetch) · ledger: the remembered state · webhook: signing.
 */
export { paystackContract } from './contract';
export { startFakePaystack } from './server';
export type { FakePaystack, FakeRefund, FakeTransaction, Fault, RecordedRequest } from './types';
