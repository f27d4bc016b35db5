import { type Region, ZAgentChannels } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const channelsPath = (region: Region, agentId: string) =>
  `/api/${region}/v2/agents/${encodeURIComponent(agentId)}/channels`;
export const channelsKey = (region: Region, agentId: string) => ['agent-channels', region, agentId] as const;

export function useAgentChannels(region: Region, agentId: string) {
  return useQuery({
    queryKey: channelsKey(region, agentId),
    queryFn: () => api.get(channelsPath(region, agentId), ZAgentChannels),
  });
}

export function useConnectTelegram(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (botToken: string) => api.send('PUT', `${channelsPath(region, agentId)}/telegram`, { botToken }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(region, agentId) }),
  });
}

export function useDisconnectTelegram(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('DELETE', `${channelsPath(region, agentId)}/telegram`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(region, agentId) }),
  });
}
