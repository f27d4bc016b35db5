import { type Region, ZWebsiteAnalysis } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/**
 * The branding step's reading of the company's website. A query rather than a mutation: it
 * changes nothing, and going Back and on again to the same address should not read the site twice.
 */
export function useWebsiteAnalysis(region: Region, workspaceUid: string, url: string | undefined) {
  return useQuery({
    queryKey: ['website-analysis', region, workspaceUid, url],
    queryFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/website-analysis', {
          params: { path: { region, uid: workspaceUid } },
          body: { url: url ?? '' },
        })
        .then(answer(ZWebsiteAnalysis)),
    enabled: url !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // A website that cannot be read now will not be readable a second later; the owner decides to retry.
    retry: false,
    refetchOnWindowFocus: false,
  });
}
