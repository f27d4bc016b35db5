import { type Region, ZUsageReport } from '@agent-platform/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const usagePath = (region: Region, uid: string) => `/api/${region}/workspaces/${encodeURIComponent(uid)}/usage`;

/** The Usage page's key metrics and charts for a range of UTC days (both included). */
export function useUsageReport(region: Region, uid: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['usage-report', region, uid, range.from, range.to],
    queryFn: () => api.get(`${usagePath(region, uid)}?${new URLSearchParams(range)}`, ZUsageReport),
    // The old range stays on screen while the new one loads, so the charts do not flash empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}
