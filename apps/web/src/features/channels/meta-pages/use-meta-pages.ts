import {
  type Region,
  ZAgentMetaPages,
  ZExchangeMetaTokenResult,
  ZMetaPage,
  ZMetaPageChoices,
  ZWorkspaceMetaPages,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const agentPagesPath = (region: Region, agentId: string) =>
  `/api/${region}/v2/agents/${encodeURIComponent(agentId)}/meta-pages`;

/** Everything that shows which pages are connected: refreshed together after a change. */
const META_KEY = ['meta-pages'] as const;

/** The signed-in user's pages for the grid, and whether they signed in with Meta yet. */
export function useMetaPageChoices(region: Region, agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...META_KEY, 'choices', region, agentId],
    queryFn: () => api.get(`${agentPagesPath(region, agentId)}/choices`, ZMetaPageChoices),
    enabled,
  });
}

export function useAgentMetaPages(region: Region, agentId: string) {
  return useQuery({
    queryKey: [...META_KEY, 'agent', region, agentId],
    queryFn: () => api.get(agentPagesPath(region, agentId), ZAgentMetaPages),
  });
}

export function useWorkspaceMetaPages(region: Region, uid: string) {
  return useQuery({
    queryKey: [...META_KEY, 'workspace', region, uid],
    queryFn: () => api.get(`/api/${region}/workspaces/${encodeURIComponent(uid)}/meta-pages`, ZWorkspaceMetaPages),
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: META_KEY }),
      // The Instagram and Messenger cards' Active badges.
      queryClient.invalidateQueries({ queryKey: ['agent-channels'] }),
    ]);
}

/** exchangeMetaToken: the token Meta's login returned is kept, long-lived, on the user. */
export function useExchangeMetaToken(region: Region) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (token: string) =>
      api.post(`/api/${region}/v2/meta/exchange-token`, { token }, ZExchangeMetaTokenResult),
    onSuccess: refresh,
  });
}

export function useConnectMetaPage(region: Region, agentId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (pageId: string) => api.post(agentPagesPath(region, agentId), { selectedPage: { pageId } }, ZMetaPage),
    onSuccess: refresh,
  });
}

export function useRemoveMetaPage(region: Region) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ agentId, pageId }: { agentId: string; pageId: string }) =>
      api.send('DELETE', `${agentPagesPath(region, agentId)}/${encodeURIComponent(pageId)}`),
    onSuccess: refresh,
  });
}
