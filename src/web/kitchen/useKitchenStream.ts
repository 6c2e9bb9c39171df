import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '@shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { type EventStreamOptions, useEventStream } from '@web/lib/useEventStream';
import { useEffect, useRef, useState } from 'react';
import { kitchenKeys } from './api';

/** A kitchen must know at once that it is cut off: its own backoff, from 1 s up to 30 s. */
const BOARD_STREAM: EventStreamOptions = {
  retry: { firstMs: 1000, maxMs: 30_000 },
  closeOnError: true,
  refreshOnOpen: 'always',
};

/**
 * The board's live line (the shared useEventStream, plus what a kitchen needs): every order event
 * refetches the board, a paid order or a scheduled one reaching New calls `onNewOrder` (the
 * chime), and the board knows when it is cut off — the stream dropped or the browser offline — to
 * say so. It reconnects with a growing pause and refetches on every open, as orders may have come
 * in meanwhile.
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

  useEventStream(
    '/api/admin/events',
    ORDER_STREAM_EVENT,
    (data) => {
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });
      if (data === undefined) return;
      const event = JSON.parse(data) as OrderStreamEvent;
      // A new order to make now: paid for ASAP, or a scheduled one whose prep is due.
      if (event.type === 'order.paid' || event.type === 'order.due') notify.current();
    },
    true,
    { ...BOARD_STREAM, onConnection: setStreamUp },
  );

  return { online: streamUp && browserOnline };
}
