import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePasswordEndpoint,
  inviteAdminEndpoint,
  listAdminsEndpoint,
  removeAdminEndpoint,
  revokeInviteEndpoint,
  signOutEverywhereEndpoint,
  type ChangePasswordBody,
  type InviteAdminBody,
} from '@contract/admin-accounts';
import { withPathId } from '@contract/admin-path';
import { callEndpoint } from '@/lib/api-client';

const adminsQueryKey = ['admin', 'admins'];

export const useAdmins = () =>
  useQuery({
    queryKey: adminsQueryKey,
    queryFn: ({ signal }) => callEndpoint(listAdminsEndpoint, { signal }),
    staleTime: 0,
  });

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAdminBody) => callEndpoint(inviteAdminEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callEndpoint(revokeInviteEndpoint, { body: { email } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(withPathId(removeAdminEndpoint, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callEndpoint(changePasswordEndpoint, { body }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callEndpoint(signOutEverywhereEndpoint) });
}
