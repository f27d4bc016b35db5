import { type Region, SESSIONS_REFRESH_MS, ZActiveSessionList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The workspace's active conversations, asked again every few seconds so the page follows them live. */
export function useActiveSessions(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: ['sessions', region, workspaceUid] as const,
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/sessions', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZActiveSessionList)),
    refetchInterval: SESSIONS_REFRESH_MS,
  });
}
