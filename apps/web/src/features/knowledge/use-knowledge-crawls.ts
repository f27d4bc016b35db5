import {
  isKbDocProcessing,
  type KbRefreshRate,
  type Region,
  type WorkspaceKbCrawl,
  ZKbCrawl,
  ZKbCrawlPages,
  ZWorkspaceKbCrawlList,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, noAnswer } from '../../lib/api';

// How often the Crawler page is read again while a crawl is running.
const RUNNING_POLL_MS = 1500;

export function knowledgeCrawlsQueryKey(region: Region, workspaceUid: string) {
  return ['knowledge-crawls', region, workspaceUid] as const;
}

/** A crawl is running while it looks for pages or any page it found is still being read. */
export const isCrawlRunning = (crawl: WorkspaceKbCrawl) =>
  isKbDocProcessing(crawl.status) || crawl.pagesDone + crawl.pagesFailed < crawl.pagesFound;

/** The workspace's website crawls, read again every moment while any of them runs. */
export function useKnowledgeCrawls(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: knowledgeCrawlsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/knowledge-crawls', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZWorkspaceKbCrawlList))
        .then((list) => list.crawls),
    refetchInterval: (query) => (query.state.data?.some(isCrawlRunning) ? RUNNING_POLL_MS : false),
  });
}

/** A crawl's run log (its pages, and those it skipped), read again every moment while one of its pages is being read. */
export function useKnowledgeCrawlPages(region: Region, workspaceUid: string, crawlId: string, running: boolean) {
  return useQuery({
    queryKey: [...knowledgeCrawlsQueryKey(region, workspaceUid), crawlId, 'pages'],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}/pages', {
          params: { path: { region, uid: workspaceUid, crawlId } },
        })
        .then(answer(ZKbCrawlPages)),
    refetchInterval: (query) =>
      running || query.state.data?.pages.some((page) => isKbDocProcessing(page.status)) ? RUNNING_POLL_MS : false,
  });
}

/** After a change the Crawler page and every agent's Knowledge tab read their lists again. */
function useInvalidateCrawls(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: knowledgeCrawlsQueryKey(region, workspaceUid) }),
      queryClient.invalidateQueries({ queryKey: ['knowledge', region] }),
    ]);
}

export function useRunKnowledgeCrawl(region: Region, workspaceUid: string) {
  const invalidate = useInvalidateCrawls(region, workspaceUid);
  return useMutation({
    mutationFn: (crawlId: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}/run', {
          params: { path: { region, uid: workspaceUid, crawlId } },
        })
        .then(answer(ZKbCrawl)),
    onSuccess: invalidate,
  });
}

export function useUpdateKnowledgeCrawl(region: Region, workspaceUid: string) {
  const invalidate = useInvalidateCrawls(region, workspaceUid);
  return useMutation({
    mutationFn: ({ crawlId, refreshRate }: { crawlId: string; refreshRate: KbRefreshRate }) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}', {
          params: { path: { region, uid: workspaceUid, crawlId } },
          body: { refreshRate },
        })
        .then(noAnswer),
    onSuccess: invalidate,
  });
}

export function useDeleteKnowledgeCrawl(region: Region, workspaceUid: string) {
  const invalidate = useInvalidateCrawls(region, workspaceUid);
  return useMutation({
    mutationFn: (crawlId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}', {
          params: { path: { region, uid: workspaceUid, crawlId } },
        })
        .then(noAnswer),
    onSuccess: invalidate,
  });
}
