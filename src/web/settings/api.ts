import type { RestaurantSettings, RestaurantSettingsPatch } from '@shared/restaurant-settings';
import { restaurantSettingsTexts as t } from '@shared/restaurant-settings';
import { settingsPageTexts } from '@shared/settings-sections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { toast } from 'react-toastify';

export const settingsKeys = { all: ['admin', 'settings'] as const };

export function useRestaurantSettingsQuery() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/settings', { signal })),
  });
}

/** Saves the settings whole; the page shows a refusal's field errors next to their fields. */
export function useSaveSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantSettings) => unwrap(api.PUT('/api/admin/settings', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      toast.success(t.saved);
    },
  });
}

/** Saves one section (`title` names it in the confirmation); the others stay as in force. */
export function useSaveSectionMutation(title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantSettingsPatch) =>
      unwrap(api.PATCH('/api/admin/settings', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      toast.success(settingsPageTexts.saved(title));
    },
  });
}
