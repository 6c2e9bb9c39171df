export {
  computeInvoice,
  type Invoice,
  type InvoiceLine,
  type Taxed,
  type TillDiscount,
  type TillInput,
  type TillLine,
  type TillRules,
  type TillTip,
} from './invoice';
export { type RefundShare, RefundSplitError, refundShare } from './refund-split';
export { allocate, BASIS_POINTS, roundedShare, taxOf } from './rounding';
