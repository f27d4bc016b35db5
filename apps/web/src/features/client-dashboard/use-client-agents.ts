import { ZClientAgents } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const clientAgentsQueryKey = ['client-agents'] as const;

/** The agents of the client's widgetIDs that exist, most recently modified first. */
export function useClientAgents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientAgentsQueryKey,
    queryFn: () => api.GET('/api/client/agents').then(answer(ZClientAgents)),
    enabled,
  });
}
