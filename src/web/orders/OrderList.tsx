import type { Order, OrderPage } from '@shared/orders';
import { orderTexts as t } from '@shared/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '@web/ui/Pagination';
import { Spinner } from '@web/ui/Spinner';
import { type ReactNode, useEffect, useRef } from 'react';
import { toast } from 'react-toastify';

/**
 * A paged list of orders in its four states: loading (spinner), failed (the spec's toast and a
 * retry), empty (the page's own text) and the items with numbered page buttons. When the list
 * shrank under the reader (a page past the end), it follows the server to the last page.
 */
export function OrderList({
  query,
  page,
  onPage,
  empty,
  renderItem,
  label,
}: {
  query: UseQueryResult<OrderPage>;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  renderItem: (order: Order) => ReactNode;
  label: string;
}) {
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = query;
  const toasted = useRef(false);

  useEffect(() => {
    if (isError && !toasted.current) toast.error(t.fetchError, { toastId: 'order-fetch-error' });
    toasted.current = isError;
  }, [isError]);

  useEffect(() => {
    // Only a real answer for this page may move the reader (not the previous page kept on screen).
    if (data && !isPlaceholderData && data.page !== page) onPage(data.page);
  }, [data, isPlaceholderData, page, onPage]);

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
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        onPage={onPage}
        label={`${label} pages`}
      />
    </>
  );
}
