import { type Region, ZAgentCreated } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

/** Copies an agent into the same workspace; the copy is titled '<title> (copy)'. */
export function useDuplicateAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/duplicate', { params: { path: { region, agentId } } })
        .then(answer(ZAgentCreated))
        .then((created) => created.agentCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
