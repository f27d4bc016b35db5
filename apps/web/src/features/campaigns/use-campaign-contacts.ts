import { type CampaignStatus, type Region, ZCampaignContactList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignPollInterval } from './campaign-polling';
import { campaignQueryKey } from './campaign-query-keys';

/** The campaign's contacts and where each stands, read again as often as the campaign is. */
export function useCampaignContacts(region: Region, uid: string, campaignId: string, status: CampaignStatus) {
  return useQuery({
    queryKey: [...campaignQueryKey(region, uid, campaignId), 'contacts'],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts', {
          params: { path: { region, uid, campaignId } },
        })
        .then(answer(ZCampaignContactList)),
    refetchInterval: campaignPollInterval(status),
  });
}
