import { type InviteBody, type Region, ZInvitation } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { workspaceTeamQueryKey } from './use-workspace-team';

/** Invites someone by email with a role; the server emails them the join link. */
export function useInviteMember(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}/invitations', { params: { path: { region, uid: workspaceUid } }, body })
        .then(answer(ZInvitation)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceTeamQueryKey(region, workspaceUid) }),
  });
}
