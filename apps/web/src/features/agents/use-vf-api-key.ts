import { type Region, ZVfApiKeyStatus } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

function vfApiKeyPath(region: Region, workspaceUid: string, agentId: string) {
  return `/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/agents/${encodeURIComponent(agentId)}/vf-api-key`;
}

const vfApiKeyQueryKey = (region: Region, agentId: string) => ['vf-api-key', region, agentId] as const;

/** Whether a `vf` agent has a runtime API key saved, and its last four characters; never the key. */
export function useVfApiKey(region: Region, workspaceUid: string, agentId: string) {
  return useQuery({
    queryKey: vfApiKeyQueryKey(region, agentId),
    queryFn: () => api.get(vfApiKeyPath(region, workspaceUid, agentId), ZVfApiKeyStatus),
  });
}

/** Saves a new runtime API key. It is write-only: afterwards only its hint is read back. */
export function useSaveVfApiKey(region: Region, workspaceUid: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) => api.send('PUT', vfApiKeyPath(region, workspaceUid, agentId), { apiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vfApiKeyQueryKey(region, agentId) }),
  });
}
