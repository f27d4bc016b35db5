import type { Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { workspaceTeamQueryKey } from './use-workspace-team';

/** Takes a member out of the workspace; their access ends at once. */
export function useRemoveMember(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/members/{email}', {
          params: { path: { region, uid: workspaceUid, email } },
        })
        .then(noAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceTeamQueryKey(region, workspaceUid) }),
  });
}
