import type { AgentSummary, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

export function useDeleteAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agentsQueryKey(region, workspaceUid);
  return useMutation({
    mutationFn: (agentId: string) =>
      api.DELETE('/api/{region}/v2/agents/{agentId}', { params: { path: { region, agentId } } }).then(noAnswer),
    onSuccess: (_answer, agentId) => {
      // The card goes at once; the refetch then confirms the list.
      queryClient.setQueryData<AgentSummary[]>(queryKey, (agents) => agents?.filter((agent) => agent.ID !== agentId));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
