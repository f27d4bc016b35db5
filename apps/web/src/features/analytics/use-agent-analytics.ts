import { type Region, ZAgentAnalytics } from '@agent-platform/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
      api.get(
        `/api/${region}/v2/agents/${encodeURIComponent(agentId)}/analytics?${new URLSearchParams(range)}`,
        ZAgentAnalytics,
      ),
    // The old range stays on screen while the new one loads, so the charts do not flash empty.
    placeholderData: keepPreviousData,
    enabled,
  });
}
