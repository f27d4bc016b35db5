import { type Region, ZCustomTabs } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function customTabsQueryKey(region: Region, workspaceUid: string) {
  return ['custom-tabs', region, workspaceUid] as const;
}

/** The agency's custom tabs, and the origin their HTML pages are served from. */
export function useCustomTabs(region: Region, workspaceUid: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: customTabsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/agency/custom-tabs', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZCustomTabs)),
  });
}
