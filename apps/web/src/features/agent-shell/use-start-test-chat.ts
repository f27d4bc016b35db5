import { type Region, ZConversationStarted } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/**
 * A fresh conversation with the agent, as a visitor would open one, for the test panel. A query
 * rather than a mutation: it starts once per `session` (StrictMode's second mount and other
 * renders reuse it), and `gcTime: 0` drops it when the panel closes, so reopening starts anew.
 */
export function useStartTestChat(region: Region, agentId: string, session: number) {
  return useQuery({
    queryKey: ['test-chat', region, agentId, session] as const,
    queryFn: () =>
      api
        .POST('/api/{region}/public/agents/{agentId}/conversations', { params: { path: { region, agentId } } })
        .then(answer(ZConversationStarted)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
