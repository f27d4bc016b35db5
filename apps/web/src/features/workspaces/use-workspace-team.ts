import { type Region, ZWorkspaceTeam } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function workspaceTeamQueryKey(region: Region, workspaceUid: string) {
  return ['workspace-team', region, workspaceUid] as const;
}

/** The workspace's members with their roles and permissions, its pending invitations and its seats. */
export function useWorkspaceTeam(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: workspaceTeamQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/team', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZWorkspaceTeam)),
  });
}
