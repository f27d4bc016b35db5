import { type CreateAgentBody, type Region, ZAgentCreated } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

/** Creates an agent in the workspace, from a template (spec 000 §4 "Agent creation"). */
export function useCreateAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agents', { params: { path: { region, uid: workspaceUid } }, body })
        .then(answer(ZAgentCreated))
        .then((created) => created.agentCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
