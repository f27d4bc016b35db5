import { type Region, ZToolList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function toolsQueryKey(region: Region, workspaceUid: string) {
  return ['tools', region, workspaceUid] as const;
}

/** The workspace's tools (Functions page), by name. */
export function useTools(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: toolsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/tools', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZToolList))
        .then((list) => list.tools),
  });
}
