import { adminTexts as t } from '@shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { adminKeys, retryRefund } from './api';

/** Tries a pending refund again at once (the server also retries it by itself). */
export function RetryRefundButton({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryRefund(orderId),
    onSuccess: ({ order }) => {
      if (order.refundStatus === 'pending') toast.warning(t.refundStillPending);
      else toast.success(t.refundRetried);
    },
    onError: () => toast.error(t.refundRetryFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
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
