import { type Region, ZAgentVersion } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentApiPath } from './use-agent';

/** One saved version with the agent document it holds. */
export function useAgentVersion(region: Region, agentId: string, versionId: number | null) {
  return useQuery({
    queryKey: ['agent-version', region, agentId, versionId],
    queryFn: () => api.get(`${agentApiPath(region, agentId)}/versions/${versionId}`, ZAgentVersion),
    enabled: versionId !== null,
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
