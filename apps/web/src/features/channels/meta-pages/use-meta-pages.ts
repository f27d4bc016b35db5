import {
  type Region,
  ZAgentMetaPages,
  ZExchangeMetaTokenResult,
  ZMetaPage,
  ZMetaPageChoices,
  ZWorkspaceMetaPages,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, noAnswer } from '../../../lib/api';

/** Everything that shows which pages are connected: refreshed together after a change. */
const META_KEY = ['meta-pages'] as const;

/** The signed-in user's pages for the grid, and whether they signed in with Meta yet. */
export function useMetaPageChoices(region: Region, agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...META_KEY, 'choices', region, agentId],
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/meta-pages/choices', { params: { path: { region, agentId } } })
        .then(answer(ZMetaPageChoices)),
    enabled,
  });
}

export function useAgentMetaPages(region: Region, agentId: string) {
  return useQuery({
    queryKey: [...META_KEY, 'agent', region, agentId],
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/meta-pages', { params: { path: { region, agentId } } })
        .then(answer(ZAgentMetaPages)),
  });
}

export function useWorkspaceMetaPages(region: Region, uid: string) {
  return useQuery({
    queryKey: [...META_KEY, 'workspace', region, uid],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/meta-pages', { params: { path: { region, uid } } })
        .then(answer(ZWorkspaceMetaPages)),
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
      api
        .POST('/api/{region}/v2/meta/exchange-token', { params: { path: { region } }, body: { token } })
        .then(answer(ZExchangeMetaTokenResult)),
    onSuccess: refresh,
  });
}

export function useConnectMetaPage(region: Region, agentId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (pageId: string) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/meta-pages', {
          params: { path: { region, agentId } },
          body: { selectedPage: { pageId } },
        })
        .then(answer(ZMetaPage)),
    onSuccess: refresh,
  });
}

export function useRemoveMetaPage(region: Region) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ agentId, pageId }: { agentId: string; pageId: string }) =>
      api
        .DELETE('/api/{region}/v2/agents/{agentId}/meta-pages/{pageId}', {
          params: { path: { region, agentId, pageId } },
        })
        .then(noAnswer),
    onSuccess: refresh,
  });
}
