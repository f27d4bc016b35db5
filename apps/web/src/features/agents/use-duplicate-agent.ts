import { type Region, ZAgentCreated } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

/** Copies an agent into the same workspace; the copy is titled '<title> (copy)'. */
export function useDuplicateAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) =>
      api
        .post(`/api/${region}/v2/agents/${encodeURIComponent(agentId)}/duplicate`, {}, ZAgentCreated)
        .then((answer) => answer.agentCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
