import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const FIRST_RETRY_MS = 3000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps an open menu live (issue 17 item 5): listens to GET /api/menu/events and refetches the
 * menu queries when a dish sells out or comes back, and after a reconnection (changes may have
 * happened in between). The same pattern as the order pages' stream.
 */
export function useMenuStream(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = FIRST_RETRY_MS;
    let interrupted = false;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['menu'] });
    const connect = () => {
      if (stopped) return;
      const current = new EventSource('/api/menu/events');
      source = current;
      current.addEventListener(MENU_STREAM_EVENT, refresh);
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
  }, [enabled, queryClient]);
}
