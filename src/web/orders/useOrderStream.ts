import { ORDER_STREAM_EVENT } from '@shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const FIRST_RETRY_MS = 3000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps a screen live: listens to a server-sent-event stream of order changes and refreshes every
 * cached query under `queryKeyRoot` when one arrives. The browser reconnects a dropped stream by
 * itself; when the server refused it (e.g. during a restart) we retry with a growing pause. After
 * any reconnection the lists are refreshed too, as changes may have happened in between.
 */
export function useOrderStream(path: string, queryKeyRoot: string, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = FIRST_RETRY_MS;
    let interrupted = false;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [queryKeyRoot] });

    const connect = () => {
      if (stopped) return;
      const current = new EventSource(path);
      source = current;
      current.addEventListener(ORDER_STREAM_EVENT, refresh);
      current.onopen = () => {
        delay = FIRST_RETRY_MS;
        if (interrupted) refresh();
        interrupted = false;
      };
      current.onerror = () => {
        interrupted = true;
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          retryTimer = window.setTimeout(connect, delay);
          delay = Math.min(delay * 2, MAX_RETRY_MS);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [path, queryKeyRoot, enabled, queryClient]);
}
