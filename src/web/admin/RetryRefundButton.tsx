import { adminTexts as t } from '@shared/admin';
import { can } from '@shared/permissions';
import { useSession } from '@web/accounts';
import { useRetryRefundMutation } from './api';

/**
 * Tries a pending refund again at once (the server also retries it by itself). Refunds are the
 * owner's (`refunds.issue`): another role sees the pending refund but no button the server would
 * refuse.
 */
export function RetryRefundButton({ orderId }: { orderId: string }) {
  const { user } = useSession();
  if (!can(user?.role, 'refunds.issue')) return null;
  return <RetryButton orderId={orderId} />;
}

function RetryButton({ orderId }: { orderId: string }) {
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
