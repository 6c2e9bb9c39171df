import type { CheckoutFrameMessage } from '@shared/payments';

/** What the inline checkout exchanges with the provider's API, its frame and the merchant's callbacks. */

export interface SuccessResponse {
  reference: string;
  trxref?: string;
  status: string;
  message?: string;
  trans?: string;
  transaction?: string;
  [key: string]: unknown;
}
export interface LoadResponse {
  id: number | string;
  accessCode: string;
  customer: { email: string };
}
export interface InlineError {
  status?: boolean;
  message: string;
}

export interface InlineCallbacks {
  onSuccess?: (response: SuccessResponse) => void;
  onCancel?: () => void;
  onError?: (error: InlineError) => void;
  onLoad?: (response: LoadResponse) => void;
  onClose?: () => void;
  onBankTransferConfirmationPending?: (response: {
    reference?: string;
    [key: string]: unknown;
  }) => void;
}

/** The provider's inline response fields (docs/storefront-spec.md §3) the module reads. */
export interface InlineTransactionData {
  id: number | string;
  transaction_status: string;
  access_code: string;
  email: string;
  amount: number;
  currency: string;
  [key: string]: unknown;
}
export interface InlineApiResponse {
  status: boolean;
  message: string;
  data?: InlineTransactionData;
}

/** The provider's inline API (POST /checkout/request_inline, GET transaction/verify_access_code/{code}). */
export interface ProviderApi {
  requestInline(
    params: Record<string, unknown>,
    options: { connectAccount?: string },
  ): Promise<InlineApiResponse>;
  verifyAccessCode(accessCode: string): Promise<InlineApiResponse>;
}

export interface FrameHandle {
  /** The checkout page said it loaded: the loader can go. */
  loaded(): void;
  close(): void;
}

/** Shows the provider's checkout frame and reports its messages (already checked for origin and source). */
export interface FrameHost {
  open(
    frame: { frameId: string; url: string },
    events: { message(message: CheckoutFrameMessage): void; dismiss(): void },
  ): FrameHandle;
}

export type TransactionState =
  | 'created'
  | 'loaded'
  | 'active'
  | 'success'
  | 'cancelled'
  | 'transfer_pending'
  | 'failed';
