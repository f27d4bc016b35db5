import type { Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { workspaceTeamQueryKey } from './use-workspace-team';

/** Withdraws a pending invitation: its join link stops working. */
export function useRevokeInvitation(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/invitations/{email}', {
          params: { path: { region, uid: workspaceUid, email } },
        })
        .then(noAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceTeamQueryKey(region, workspaceUid) }),
  });
}
