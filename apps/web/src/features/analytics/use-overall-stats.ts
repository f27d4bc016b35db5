import { type Region, ZAgentAnalytics } from '@agent-platform/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The Home tab's overall stats: every agent the caller may see, over a range of UTC days. */
export function useOverallStats(region: Region, uid: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['overall-stats', region, uid, range.from, range.to],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/overall-stats', { params: { path: { region, uid }, query: range } })
        .then(answer(ZAgentAnalytics)),
    placeholderData: keepPreviousData,
    enabled,
  });
}
