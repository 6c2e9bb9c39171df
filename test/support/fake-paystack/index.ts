/**
 * A local stand-in for Paystack's REST API, for tests. Its request and response shapes are written
 * from contracts/paystack-openapi.yaml (see ./contract); a request that does not match the contract
 * is answered 400 and kept in `violations`, so tests can assert there were none.
 *
 * contract: the shapes · server: the HTTP server, key check and outage switch · routes and
 * initialize/verify/refund: one endpoint each (refund: POST, list and fetch) · refund-shapes: the
 * shapes a listed or fetched refund comes in (the contract's and the live API's) · ledger: the
 * remembered state · webhook: signing.
 */
export { paystackContract } from './contract';
export { REFUND_LISTINGS, type RefundListing } from './refund-shapes';
export { startFakePaystack } from './server';
export type { FakePaystack, FakeRefund, FakeTransaction, Fault, RecordedRequest } from './types';
