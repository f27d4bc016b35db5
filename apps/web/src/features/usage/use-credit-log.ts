import { type Region, ZCreditLog } from '@agent-platform/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { usagePath } from './use-usage-report';

/** The credit log of a range of UTC days, newest first, a page at a time. */
export function useCreditLog(region: Region, uid: string, range: { from: string; to: string }, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['credit-log', region, uid, range.from, range.to],
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(range);
      if (pageParam) query.set('cursor', pageParam);
      return api.get(`${usagePath(region, uid)}/log?${query}`, ZCreditLog);
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
