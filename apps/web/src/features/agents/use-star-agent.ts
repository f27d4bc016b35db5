import type { AgentSummary, Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { agentsQueryKey } from './use-agents';

interface StarChange {
  agentId: string;
  starred: boolean;
}

/** Stars or unstars an agent; the star changes at once and changes back if the server refuses. */
export function useStarAgent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = agentsQueryKey(region, workspaceUid);
  const setStarred = ({ agentId, starred }: StarChange) =>
    queryClient.setQueryData<AgentSummary[]>(queryKey, (agents) =>
      agents?.map((agent) => (agent.ID === agentId ? { ...agent, starred } : agent)),
    );

  return useMutation({
    mutationFn: ({ agentId, starred }: StarChange) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/star', { params: { path: { region, agentId } }, body: { starred } })
        .then(noAnswer),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      setStarred(change);
    },
    onError: (_error, change) => setStarred({ ...change, starred: !change.starred }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
