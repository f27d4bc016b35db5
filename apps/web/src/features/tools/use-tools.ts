import { type Region, ZToolList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function toolsPath(region: Region, workspaceUid: string, toolId?: string) {
  const base = `/api/${region}/workspaces/${encodeURIComponent(workspaceUid)}/tools`;
  return toolId === undefined ? base : `${base}/${encodeURIComponent(toolId)}`;
}

export function toolsQueryKey(region: Region, workspaceUid: string) {
  return ['tools', region, workspaceUid] as const;
}

/** The workspace's tools (Functions page), by name. */
export function useTools(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: toolsQueryKey(region, workspaceUid),
    queryFn: () => api.get(toolsPath(region, workspaceUid), ZToolList).then((list) => list.tools),
  });
}
