import { type AuditAction, type Region, ZAuditLogPage } from '@agent-platform/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export const auditLogQueryKey = (region: Region, uid: string, action: AuditAction | null, cursor: string | null) =>
  ['audit-log', region, uid, action, cursor] as const;

/** One page of the workspace's audit log, newest first; `cursor` is the previous page's `nextCursor`. */
export function useAuditLog(region: Region, uid: string, action: AuditAction | null, cursor: string | null) {
  return useQuery({
    queryKey: auditLogQueryKey(region, uid, action, cursor),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/audit-log', {
          params: {
            path: { region, uid },
            query: { ...(action ? { action } : {}), ...(cursor ? { cursor } : {}) },
          },
        })
        .then(answer(ZAuditLogPage)),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
}
