import type {
  AcceptInvitationInput,
  InviteStaffInput,
  UpdateStaffInput,
} from '@shared/schemas/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** The owner's staff screen (/admin/staff) and the invitation page. */
const staffKey = ['admin', 'staff'] as const;

export function useStaffQuery() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/staff', { signal })),
  });
}

const byId = (id: string) => ({ params: { path: { id } } });

function useStaffChange<Variables>(
  change: (variables: Variables) => Promise<{ ok: true; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export const useInviteMutation = () =>
  useStaffChange((body: InviteStaffInput) =>
    unwrap(api.POST('/api/admin/staff/invitations', { body })),
  );

export const useResendMutation = () =>
  useStaffChange((id: string) =>
    unwrap(api.POST('/api/admin/staff/invitations/{id}/resend', byId(id))),
  );

export const useRevokeMutation = () =>
  useStaffChange((id: string) => unwrap(api.DELETE('/api/admin/staff/invitations/{id}', byId(id))));

export const useUpdateStaffMutation = () =>
  useStaffChange(({ id, change }: { id: string; change: UpdateStaffInput }) =>
    unwrap(api.PATCH('/api/admin/staff/{id}', { ...byId(id), body: change })),
  );

export const fetchInvitation = (token: string) =>
  unwrap(api.POST('/api/auth/invitation', { body: { token } }));

export const acceptInvitation = (body: AcceptInvitationInput) =>
  unwrap(api.POST('/api/auth/invitation/accept', { body }));
