import { adminTexts as t } from '@shared/admin';
import { useRetryRefundMutation } from './api';

/** Tries a pending refund again at once (the server also retries it by itself). */
export function RetryRefundButton({ orderId }: { orderId: string }) {
  const retry = useRetryRefundMutation(orderId);
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      disabled={retry.isPending}
      aria-label={`${t.retryRefund} ${orderId}`}
      onClick={() => retry.mutate()}
    >
      {t.retryRefund}
    </button>
  );
}
