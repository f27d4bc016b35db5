import { type Region, ZAgentCreated } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

/** Creates an agent from the `agentTemplate` of an export file. */
export function useImportAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentTemplate: unknown) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agents/import', {
          params: { path: { region, uid: workspaceUid } },
          body: { agentTemplate },
        })
        .then(answer(ZAgentCreated))
        .then((created) => created.agentCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
