import { type Region, ZAgentVersion } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** One saved version with the agent document it holds. */
export function useAgentVersion(region: Region, agentId: string, versionId: number | null) {
  return useQuery({
    queryKey: ['agent-version', region, agentId, versionId],
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/versions/{versionId}', {
          params: { path: { region, agentId, versionId: versionId ?? 0 } },
        })
        .then(answer(ZAgentVersion)),
    enabled: versionId !== null,
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
