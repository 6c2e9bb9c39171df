import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '@web/lib/useEventStream';

/**
 * Keeps an open menu live: listens to GET /api/menu/events and refetches the
 * menu queries when a dish sells out or comes back, and after a reconnection (changes may have
 * happened in between). The same stream hook as the order pages'.
 */
export function useMenuStream(enabled = true) {
  const queryClient = useQueryClient();
  useEventStream(
    '/api/menu/events',
    MENU_STREAM_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: ['menu'] }),
    enabled,
  );
}
