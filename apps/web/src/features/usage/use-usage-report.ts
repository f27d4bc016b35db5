import { type Region, ZUsageReport } from '@agent-platform/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The Usage page's key metrics and charts for a range of UTC days (both included). */
export function useUsageReport(region: Region, uid: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['usage-report', region, uid, range.from, range.to],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/usage', { params: { path: { region, uid }, query: range } })
        .then(answer(ZUsageReport)),
    // The old range stays on screen while the new one loads, so the charts do not flash empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}
