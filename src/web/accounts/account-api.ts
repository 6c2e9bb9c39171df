import type {
  AccountExport,
  ChangePasswordInput,
  EmailChangeInput,
  Profile,
  ProfileInput,
} from '@shared/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { refreshSession } from './session';

const profileKey = ['account', 'profile'] as const;

/** The signed-in diner's details (name, e-mail, phone); asked only while `enabled`. */
export function useProfileQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: profileKey,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/account', { signal }))).profile,
  });
}

export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => unwrap(api.PUT('/api/account/profile', { body: input })),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData<Profile>(profileKey, profile);
      await refreshSession(); // the header and menus show the new name
    },
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      unwrap(api.POST('/api/account/password', { body: input })),
  });
}

export function useEmailChangeMutation() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      unwrap(api.POST('/api/account/email', { body: input })),
  });
}

export const fetchMyData = (): Promise<AccountExport> => unwrap(api.GET('/api/account/export'));

export const deleteMyAccount = (password: string) =>
  unwrap(api.POST('/api/account/delete', { body: { password } }));
