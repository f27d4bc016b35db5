import { type Region, ZClientDashboardPreview } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function clientDashboardPreviewQueryKey(region: Region, workspaceUid: string, clientId: string | null) {
  return ['client-dashboard-preview', region, workspaceUid, clientId] as const;
}

/** The dashboard one of the agency's clients loads (its session and agents), for the agency settings' preview. */
export function useClientDashboardPreview(region: Region, workspaceUid: string, clientId: string | null) {
  return useQuery({
    queryKey: clientDashboardPreviewQueryKey(region, workspaceUid, clientId),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency/clients/{clientId}/dashboard-preview', {
          params: { path: { region, uid: workspaceUid, clientId: clientId ?? '' } },
        })
        .then(answer(ZClientDashboardPreview)),
    enabled: clientId !== null,
  });
}
