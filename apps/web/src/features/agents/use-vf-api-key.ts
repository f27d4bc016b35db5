import { type Region, ZVfApiKeyStatus } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, noAnswer } from '../../lib/api';

const vfApiKey = '/api/{region}/workspaces/{uid}/agents/{agentId}/vf-api-key';

const vfApiKeyQueryKey = (region: Region, agentId: string) => ['vf-api-key', region, agentId] as const;

/** Whether a `vf` agent has a runtime API key saved, and its last four characters; never the key. */
export function useVfApiKey(region: Region, workspaceUid: string, agentId: string) {
  return useQuery({
    queryKey: vfApiKeyQueryKey(region, agentId),
    queryFn: () =>
      api.GET(vfApiKey, { params: { path: { region, uid: workspaceUid, agentId } } }).then(answer(ZVfApiKeyStatus)),
  });
}

/** Saves a new runtime API key. It is write-only: afterwards only its hint is read back. */
export function useSaveVfApiKey(region: Region, workspaceUid: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      api.PUT(vfApiKey, { params: { path: { region, uid: workspaceUid, agentId } }, body: { apiKey } }).then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vfApiKeyQueryKey(region, agentId) }),
  });
}
