import { type Region, ZAgentList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function agentsQueryKey(region: Region, workspaceUid: string) {
  return ['agents', region, workspaceUid] as const;
}

export function useAgents(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: agentsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agents', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZAgentList))
        .then((list) => list.agents),
  });
}
