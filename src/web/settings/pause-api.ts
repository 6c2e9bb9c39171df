import { type PauseChange, type PauseState, orderingPauseTexts as t } from '@shared/ordering-pause';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/errors';
import { useEventStream } from '@web/lib/useEventStream';
import { toast } from 'react-toastify';
import { settingsKeys } from './api';

export const pauseKeys = { state: ['admin', 'ordering-pause'] as const };

/** Whether online orders are paused, since when and by whom: every staff screen shows it. */
export function usePauseStateQuery() {
  return useQuery({
    queryKey: pauseKeys.state,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/ordering-pause', { signal })),
  });
}

/**
 * Follows the public menu stream, which says when ordering was paused or resumed (by anyone, on
 * any screen or instance), and after a reconnection; a dish sold out is none of its business.
 */
export function usePauseStream() {
  const queryClient = useQueryClient();
  useEventStream('/api/menu/events', MENU_STREAM_EVENT, (data) => {
    if (data && !data.includes('ordering.changed')) return;
    void queryClient.invalidateQueries({ queryKey: pauseKeys.state });
    void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
  });
}

/** Pauses or resumes at once, and says so in words; the settings page's copy follows. */
export function useSetPauseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseChange) => unwrap(api.PUT('/api/admin/ordering-pause', { body })),
    onSuccess: (state: PauseState) => {
      queryClient.setQueryData(pauseKeys.state, state);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      toast.success(state.on ? t.paused : t.resumed);
    },
    onError: (error) => toast.error(errorMessage(error, t.failed)),
  });
}
