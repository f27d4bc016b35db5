import { type CampaignStatus, type Region, ZCampaignTimeline } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignPollInterval } from './campaign-polling';
import { campaignQueryKey } from './campaign-query-keys';

/** Contacts reached and answering per hour, read again as often as the campaign is. */
export function useCampaignTimeline(region: Region, uid: string, campaignId: string, status: CampaignStatus) {
  return useQuery({
    queryKey: [...campaignQueryKey(region, uid, campaignId), 'timeline'],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/timeline', {
          params: { path: { region, uid, campaignId } },
        })
        .then(answer(ZCampaignTimeline)),
    refetchInterval: campaignPollInterval(status),
  });
}
