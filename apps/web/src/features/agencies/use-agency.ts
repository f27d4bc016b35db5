import { type Region, ZAgency } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function agencyQueryKey(region: Region, workspaceUid: string) {
  return ['agency', region, workspaceUid] as const;
}

/** The workspace's agency settings: the saved record, or the defaults before the first save. */
export function useAgency(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: agencyQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZAgency)),
  });
}
