/** What the storefront does with the end of a provider's checkout (whichever way it was opened). */
export interface CheckoutHandlers {
  /** The provider says it is paid: the server must now verify it. */
  onSuccess(reference: string): void;
  onCancel(): void;
  onTransferPending(reference: string): void;
  onError(message: string): void;
}
