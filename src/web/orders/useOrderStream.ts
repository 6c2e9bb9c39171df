import { ORDER_STREAM_EVENT } from '@shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '@web/lib/useEventStream';

/**
 * Keeps a screen live: listens to a server-sent-event stream of order changes and refreshes every
 * cached query under `queryKeyRoot` when one arrives, and after a reconnection (see useEventStream).
 */
export function useOrderStream(path: string, queryKeyRoot: string, enabled = true) {
  const queryClient = useQueryClient();
  useEventStream(
    path,
    ORDER_STREAM_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: [queryKeyRoot] }),
    enabled,
  );
}
