import { type Region, ZAgentChannels } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, noAnswer } from '../../lib/api';

export const channelsKey = (region: Region, agentId: string) => ['agent-channels', region, agentId] as const;

export function useAgentChannels(region: Region, agentId: string) {
  return useQuery({
    queryKey: channelsKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/channels', { params: { path: { region, agentId } } })
        .then(answer(ZAgentChannels)),
  });
}

export function useConnectTelegram(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (botToken: string) =>
      api
        .PUT('/api/{region}/v2/agents/{agentId}/channels/telegram', {
          params: { path: { region, agentId } },
          body: { botToken },
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(region, agentId) }),
  });
}

export function useDisconnectTelegram(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .DELETE('/api/{region}/v2/agents/{agentId}/channels/telegram', { params: { path: { region, agentId } } })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(region, agentId) }),
  });
}
