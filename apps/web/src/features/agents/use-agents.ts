import { type Region, ZAgentList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function agentsQueryKey(region: Region, workspaceUid: string) {
  return ['agents', region, workspaceUid] as const;
}

export function useAgents(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: agentsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .get(`/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/agents`, ZAgentList)
        .then((list) => list.agents),
  });
}
