import { useEffect, useRef } from 'react';

/** How a stream behaves when it drops; the defaults suit a page that only refreshes. */
export interface EventStreamOptions {
  /** The first pause before a retry and its ceiling (it doubles each time). */
  retry?: { firstMs: number; maxMs: number };
  /**
   * Close and retry with our own backoff on every error, rather than let the browser reconnect
   * by itself (its fixed retry) and step in only when it gave up. For a screen that must say at
   * once that it is cut off.
   */
  closeOnError?: boolean;
  /** Refresh on every open, the first one too ('always'), or only after an interruption. */
  refreshOnOpen?: 'always' | 'reconnect';
  /** Told when the stream opens (true) and when it drops (false). */
  onConnection?: (up: boolean) => void;
}

const DEFAULT_RETRY = { firstMs: 3000, maxMs: 60_000 };

/**
 * Listens to a server-sent-event stream and calls `onChange` for every `eventName` message (with
 * its data), and after any reconnection (with none: changes may have happened while the stream
 * was down). The browser reconnects a dropped stream by itself; when the server refused it (e.g.
 * during a restart) we retry with a growing pause. Closed when the screen unmounts or `enabled`
 * turns false. `options` are read when the stream opens (give them as constants).
 */
export function useEventStream(
  path: string,
  eventName: string,
  onChange: (data?: string) => void,
  enabled = true,
  options: EventStreamOptions = {},
) {
  // The latest callbacks, so new functions each render do not reopen the stream.
  const latest = useRef(onChange);
  latest.current = onChange;
  const connection = useRef(options.onConnection);
  connection.current = options.onConnection;
  const { retry = DEFAULT_RETRY, closeOnError = false, refreshOnOpen = 'reconnect' } = options;
  const { firstMs, maxMs } = retry;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = firstMs;
    let interrupted = false;
    let stopped = false;
    const refresh = () => latest.current();
    const onMessage = (message: Event) => latest.current((message as MessageEvent<string>).data);

    const connect = () => {
      if (stopped) return;
      const current = new EventSource(path);
      source = current;
      current.addEventListener(eventName, onMessage);
      current.onopen = () => {
        delay = firstMs;
        connection.current?.(true);
        if (interrupted || refreshOnOpen === 'always') refresh();
        interrupted = false;
      };
      current.onerror = () => {
        interrupted = true;
        connection.current?.(false);
        if (closeOnError || current.readyState === EventSource.CLOSED) {
          current.close();
          retryTimer = window.setTimeout(connect, delay);
          delay = Math.min(delay * 2, maxMs);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [path, eventName, enabled, firstMs, maxMs, closeOnError, refreshOnOpen]);
}
