import { type Region, ZCampaign } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignPollInterval } from './campaign-polling';
import { campaignQueryKey } from './campaign-query-keys';

/** One campaign with its totals, read again every few seconds while it sends. */
export function useCampaign(region: Region, uid: string, campaignId: string) {
  return useQuery({
    queryKey: campaignQueryKey(region, uid, campaignId),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/campaigns/{campaignId}', {
          params: { path: { region, uid, campaignId } },
        })
        .then(answer(ZCampaign)),
    refetchInterval: (query) => campaignPollInterval(query.state.data?.status),
  });
}
