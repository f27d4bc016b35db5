import { type CreateAgentFromWebsiteBody, type Region, ZAgentFromWebsite } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { agentsQueryKey } from '../agents/use-agents';

/** The Agent Wizard's finish: the agent, its theme and prompt, and its website crawl, in one call. */
export function useCreateAgentFromWebsite(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentFromWebsiteBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agents/from-website', {
          params: { path: { region, uid: workspaceUid } },
          body,
        })
        .then(answer(ZAgentFromWebsite)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
