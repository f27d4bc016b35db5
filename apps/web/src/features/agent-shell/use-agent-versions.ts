import { type Region, ZAgentVersionList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function agentVersionsQueryKey(region: Region, agentId: string) {
  return ['agent-versions', region, agentId] as const;
}

/** Saved versions of the agent, newest first. */
export function useAgentVersions(region: Region, agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: agentVersionsQueryKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/versions', { params: { path: { region, agentId } } })
        .then(answer(ZAgentVersionList))
        .then((list) => list.versions),
    enabled,
  });
}
