import { type Region, ZAgentResponse } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api, isApiError } from '../../lib/api';

export function agentQueryKey(region: Region, agentId: string) {
  return ['agent', region, agentId] as const;
}

/** The agent as the server has it. A 404 is an answer (not in this region), so it is not retried. */
export function useAgent(region: Region, agentId: string, enabled = true) {
  return useQuery({
    queryKey: agentQueryKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}', { params: { path: { region, agentId } } })
        .then(answer(ZAgentResponse)),
    enabled,
    retry: (failures, error) => !isApiError(error, 404) && !isApiError(error, 403) && failures < 2,
    // The shell compares its unsaved copy with this; a refetch on focus would only move the goalposts.
    refetchOnWindowFocus: false,
  });
}
