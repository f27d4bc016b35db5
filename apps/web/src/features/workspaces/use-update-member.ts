import type { MemberUpdateBody, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { workspaceTeamQueryKey } from './use-workspace-team';

/** Changes a member's role, or narrows what they may do (null: the role's defaults). */
export function useUpdateMember(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, body }: { email: string; body: MemberUpdateBody }) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/members/{email}', {
          params: { path: { region, uid: workspaceUid, email } },
          body,
        })
        .then(noAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceTeamQueryKey(region, workspaceUid) }),
  });
}
