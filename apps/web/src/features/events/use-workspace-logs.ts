import { type Region, ZWorkspaceLogList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function workspaceLogsQueryKey(region: Region, workspaceUid: string) {
  return ['workspace-logs', region, workspaceUid] as const;
}

/** The workspace's latest logs, newest first. */
export function useWorkspaceLogs(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: workspaceLogsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/logs', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZWorkspaceLogList))
        .then((list) => list.logs),
  });
}
