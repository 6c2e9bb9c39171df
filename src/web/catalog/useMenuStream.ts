import { ORDERING_CHANGED } from '@shared/ordering-events';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '@web/lib/useEventStream';
import { refreshRestaurantStatus } from '@web/settings';

/** The `type` of a menu stream message; null when it carries none (a reconnection). */
export function menuEventType(data: string | undefined): string | null {
  if (!data) return null;
  try {
    return (JSON.parse(data) as { type?: string }).type ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps an open menu live: listens to GET /api/menu/events and refetches the menu queries when a
 * dish sells out or comes back, and the open state when online ordering is paused or resumed
 * (both after a reconnection: changes may have happened in between). The same stream hook as the
 * order pages'.
 */
export function useMenuStream(enabled = true) {
  const queryClient = useQueryClient();
  useEventStream(
    '/api/menu/events',
    MENU_STREAM_EVENT,
    (data) => {
      const type = menuEventType(data);
      if (type !== ORDERING_CHANGED) void queryClient.invalidateQueries({ queryKey: ['menu'] });
      if (type === null || type === ORDERING_CHANGED) refreshRestaurantStatus();
    },
    enabled,
  );
}
