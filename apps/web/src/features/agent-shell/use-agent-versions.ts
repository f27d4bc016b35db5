import { type Region, ZAgentVersionList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentApiPath } from './use-agent';

export function agentVersionsQueryKey(region: Region, agentId: string) {
  return ['agent-versions', region, agentId] as const;
}

/** Saved versions of the agent, newest first. */
export function useAgentVersions(region: Region, agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: agentVersionsQueryKey(region, agentId),
    queryFn: () =>
      api.get(`${agentApiPath(region, agentId)}/versions`, ZAgentVersionList).then((list) => list.versions),
    enabled,
  });
}
