import { z } from 'zod';
import { paystackContract } from './contract';

/**
 * How the fake's GET /refund and GET /refund/{id} describe a refund's transaction. The published
 * contract gives its numeric id and `transaction_reference`; the live API has answered with the
 * numeric id alone, and with the transaction as an object (id, reference, amount, currency). The
 * lookup of a lost refund must find ours by our key in every one of them. `maxPerPage` caps the
 * page size the list answers with, whatever was asked, as the live API does.
 */
export interface RefundListing {
  transaction: 'contract' | 'id-only' | 'object';
  maxPerPage?: number;
}

export const CONTRACT_LISTING: RefundListing = { transaction: 'contract' };

/** Every shape the lost-answer tests run against (the last one pages by two). */
export const REFUND_LISTINGS: Record<string, RefundListing> = {
  'the published contract': CONTRACT_LISTING,
  'the numeric transaction id only': { transaction: 'id-only' },
  'the transaction as an object': { transaction: 'object' },
  'pages of two': { transaction: 'id-only', maxPerPage: 2 },
};

const contractRecord = paystackContract.refundFetchResponse.shape.data;
const idOnlyRecord = contractRecord.omit({ transaction_reference: true });
const objectRecord = idOnlyRecord.extend({
  transaction: paystackContract.refundResponse.shape.data.shape.transaction,
});

type ContractRecord = z.input<typeof contractRecord>;

const records = { contract: contractRecord, 'id-only': idOnlyRecord, object: objectRecord };

/** The fetch and list answers' schemas in a listing's shape (the fake checks its own answers). */
export function refundSchemas(listing: RefundListing) {
  const record = records[listing.transaction] as z.ZodType<unknown>;
  return {
    fetch: paystackContract.refundFetchResponse.extend({ data: record }),
    list: paystackContract.refundListResponse.extend({ data: z.array(record) }),
  };
}

/** A refund as the contract describes it, turned into the listing's shape. */
export function inShape(
  listing: RefundListing,
  record: ContractRecord,
  transaction: { reference: string; amount: number; currency: string },
): unknown {
  if (listing.transaction === 'contract') return record;
  const { transaction_reference: _reference, ...rest } = record;
  if (listing.transaction === 'id-only') return rest;
  return {
    ...rest,
    transaction: {
      id: record.transaction,
      reference: transaction.reference,
      amount: transaction.amount,
      currency: transaction.currency,
    },
  };
}
