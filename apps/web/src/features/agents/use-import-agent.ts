import { type Region, ZAgentCreated } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

/** Creates an agent from the `agentTemplate` of an export file. */
export function useImportAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentTemplate: unknown) =>
      api
        .post(
          `/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/agents/import`,
          { agentTemplate },
          ZAgentCreated,
        )
        .then((answer) => answer.agentCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
