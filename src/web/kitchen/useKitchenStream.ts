import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '@shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { kitchenKeys } from './api';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * The board's live line (the pattern of orders/useOrderStream, plus what a kitchen needs): every
 * order event refetches the board, a paid order or a scheduled one
 * reaching New calls `onNewOrder` (the chime), and the board
 * knows when it is cut off — the stream dropped or the browser offline — to say so. It reconnects
 * with a growing pause and refetches once back, as orders may have come in meanwhile.
 */
export function useKitchenStream(onNewOrder: () => void): { online: boolean } {
  const queryClient = useQueryClient();
  const [streamUp, setStreamUp] = useState(true);
  const [browserOnline, setBrowserOnline] = useState(
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  const notify = useRef(onNewOrder);
  notify.current = onNewOrder;

  useEffect(() => {
    const up = () => setBrowserOnline(true);
    const down = () => setBrowserOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = FIRST_RETRY_MS;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });

    const connect = () => {
      if (stopped) return;
      const current = new EventSource('/api/admin/events');
      source = current;
      current.addEventListener(ORDER_STREAM_EVENT, (message) => {
        refresh();
        const event = JSON.parse((message as MessageEvent<string>).data) as OrderStreamEvent;
        // A new order to make now: paid for ASAP, or a scheduled one whose prep is due.
        if (event.type === 'order.paid' || event.type === 'order.due') notify.current();
      });
      current.onopen = () => {
        delay = FIRST_RETRY_MS;
        setStreamUp(true);
        refresh();
      };
      current.onerror = () => {
        setStreamUp(false);
        // Our own backoff rather than the browser's fixed retry: close and try again later.
        current.close();
        retryTimer = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient]);

  return { online: streamUp && browserOnline };
}
