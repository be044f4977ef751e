import { membersApi, type InvestigationMember, type InviteMemberRequest } from '@quarry/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api';

export const membersKey = (investigationId: number) => ['investigation', investigationId, 'members'] as const;

/** The colleagues the investigation is shared with (only read while the dialog is open). */
export const useMembers = (investigationId: number, enabled: boolean) =>
  useQuery({
    queryKey: membersKey(investigationId),
    enabled,
    queryFn: ({ signal }) => callApi(membersApi.list, { params: { id: investigationId }, signal }),
  });

/** Invites (or changes the role of) a colleague; a refusal (400) is the caller's to show under the field. */
export function useInviteMember(investigationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) =>
      callApi(membersApi.invite, { params: { id: investigationId }, body, handle: [400] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(investigationId) }),
  });
}

/** Stops sharing with a member: by their account, or by address while the invitation has none. */
export function useRevokeMember(investigationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, email }: Pick<InvestigationMember, 'userId' | 'email'>) =>
      userId === null
        ? callApi(membersApi.revokeInvitation, { params: { id: investigationId }, body: { email } })
        : callApi(membersApi.revoke, { params: { id: investigationId, userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey(investigationId) }),
  });
}
