import { type Region, ZCredentialList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function credentialsPath(region: Region, workspaceUid: string, credentialId?: string) {
  const base = `/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/llm-credentials`;
  return credentialId === undefined ? base : `${base}/${encodeURIComponent(credentialId)}`;
}

export function credentialsQueryKey(region: Region, workspaceUid: string) {
  return ['llm-credentials', region, workspaceUid] as const;
}

/** The workspace's saved language-model providers. */
export function useCredentials(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: credentialsQueryKey(region, workspaceUid),
    queryFn: () => api.get(credentialsPath(region, workspaceUid), ZCredentialList).then((list) => list.credentials),
  });
}
