import { type CreateAgentBody, type Region, ZAgentCreated } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

/** Creates an agent in the workspace, from a template (spec 000 §4 "Agent creation"). */
export function useCreateAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentBody) =>
      api
        .post(`/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/agents`, body, ZAgentCreated)
        .then((answer) => answer.agentCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
