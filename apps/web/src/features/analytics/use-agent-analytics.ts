import { type Region, ZAgentAnalytics } from '@agent-platform/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The Analytics tab's numbers for a range of UTC days (both included). */
export function useAgentAnalytics(
  region: Region,
  agentId: string,
  range: { from: string; to: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['agent-analytics', region, agentId, range.from, range.to],
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/analytics', { params: { path: { region, agentId }, query: range } })
        .then(answer(ZAgentAnalytics)),
    // The old range stays on screen while the new one loads, so the charts do not flash empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}
