import { type Region, ZCreditLog } from '@agent-platform/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The credit log of a range of UTC days, newest first, a page at a time. */
export function useCreditLog(region: Region, uid: string, range: { from: string; to: string }, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['credit-log', region, uid, range.from, range.to],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api
        .GET('/api/{region}/workspaces/{uid}/usage/log', {
          params: { path: { region, uid }, query: { ...range, cursor: pageParam || undefined } },
        })
        .then(answer(ZCreditLog)),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
