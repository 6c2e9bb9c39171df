import type { Order, OrderPage } from '@shared/orders';
import { orderTexts as t } from '@shared/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { useForgetRefusedCursor } from '@web/ui/useCursorParam';
import { type ReactNode, useEffect, useRef } from 'react';
import { toast } from 'react-toastify';

/**
 * A paged list of orders in its four states: loading (spinner), failed (the spec's toast and a
 * retry), empty (the page's own text) and the items with the pager (First / Previous / Next and
 * "Showing 5–8 of 1,234"); the cursor lives in the address.
 */
export function OrderList({
  query,
  cursor,
  onCursor,
  empty,
  renderItem,
  label,
}: {
  query: UseQueryResult<OrderPage>;
  /** The cursor asked for (none: the first page); a refused one is dropped. */
  cursor: string | undefined;
  onCursor: (cursor: string | null) => void;
  empty: ReactNode;
  renderItem: (order: Order) => ReactNode;
  label: string;
}) {
  const { data, error, isPending, isError, isFetching, refetch } = query;
  useForgetRefusedCursor(error, cursor, onCursor);
  const toasted = useRef(false);

  useEffect(() => {
    if (isError && !toasted.current) toast.error(t.fetchError, { toastId: 'order-fetch-error' });
    toasted.current = isError;
  }, [isError]);

  if (isPending) return <Spinner />;
  if (isError && !data) {
    return (
      <div className="order-list-error" role="alert">
        <p>{t.loadError}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!data || data.items.length === 0) return <div className="empty-state">{empty}</div>;
  return (
    <>
      <ul className="order-list" aria-busy={isFetching} aria-label={label}>
        {data.items.map((order) => (
          <li key={order.orderId}>{renderItem(order)}</li>
        ))}
      </ul>
      <Pager page={data} count={data.items.length} onCursor={onCursor} label={`${label} pages`} />
    </>
  );
}
