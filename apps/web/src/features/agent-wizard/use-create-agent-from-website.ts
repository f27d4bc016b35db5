import { type CreateAgentFromWebsiteBody, type Region, ZAgentFromWebsite } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { agentsQueryKey } from '../agents/use-agents';

/** The Agent Wizard's finish: the agent, its theme and prompt, and its website crawl, in one call. */
export function useCreateAgentFromWebsite(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentFromWebsiteBody) =>
      api.post(
        `/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/agents/from-website`,
        body,
        ZAgentFromWebsite,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey(region, workspaceUid) }),
  });
}
