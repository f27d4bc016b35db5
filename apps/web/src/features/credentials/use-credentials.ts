import { type Region, ZCredentialList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function credentialsQueryKey(region: Region, workspaceUid: string) {
  return ['llm-credentials', region, workspaceUid] as const;
}

/** The workspace's saved language-model providers. */
export function useCredentials(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: credentialsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/llm-credentials', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZCredentialList))
        .then((list) => list.credentials),
  });
}
