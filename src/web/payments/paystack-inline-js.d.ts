/** The part of Paystack's inline script (@paystack/inline-js, shipped without types) we use. */
declare module '@paystack/inline-js' {
  export interface PaystackTransactionOptions {
    accessCode: string;
    onLoad?: (response: { id: number; accessCode: string; customer: unknown }) => void;
    onSuccess?: (response: { reference?: string; status?: string; message?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message?: string }) => void;
    onBankTransferConfirmationPending?: () => void;
  }
  export default class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): unknown;
    cancelTransaction(id?: unknown): void;
  }
}
