import { useEffect, useRef } from 'react';

const FIRST_RETRY_MS = 3000;
const MAX_RETRY_MS = 60_000;

/**
 * Listens to a server-sent-event stream and calls `onChange` for every `eventName` message, and
 * after any reconnection (changes may have happened while the stream was down). The browser
 * reconnects a dropped stream by itself; when the server refused it (e.g. during a restart) we
 * retry with a growing pause. Closed when the screen unmounts or `enabled` turns false.
 */
export function useEventStream(
  path: string,
  eventName: string,
  onChange: () => void,
  enabled = true,
) {
  // The latest callback, so a new function each render does not reopen the stream.
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = FIRST_RETRY_MS;
    let interrupted = false;
    let stopped = false;
    const refresh = () => latest.current();

    const connect = () => {
      if (stopped) return;
      const current = new EventSource(path);
      source = current;
      current.addEventListener(eventName, refresh);
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
  }, [path, eventName, enabled]);
}
