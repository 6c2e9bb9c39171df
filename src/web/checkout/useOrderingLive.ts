import { ORDERING_CHANGED } from '@shared/ordering-events';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '@web/lib/useEventStream';
import { refreshRestaurantStatus } from '@web/settings';

/**
 * Keeps an open checkout in step with the kitchen: when online orders are paused or resumed (or
 * the hours change), the open-state notice and the "When" choices are asked for again at once, so
 * "As soon as possible" stops being offered the moment the pause is on. The menu's public stream
 * carries it; its dish changes matter here only through the summary, refreshed at payment.
 */
export function useOrderingLive() {
  const queryClient = useQueryClient();
  useEventStream('/api/menu/events', MENU_STREAM_EVENT, (data) => {
    if (data && !data.includes(ORDERING_CHANGED)) return;
    refreshRestaurantStatus();
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'when'] });
  });
}
