import { type CampaignDraft, type Region, ZCampaign } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignQueryKey, campaignsQueryKey } from './campaign-query-keys';

/** Creates a campaign, or changes a draft one when `campaignId` is given. */
export function useSaveCampaign(region: Region, uid: string, campaignId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CampaignDraft) =>
      (campaignId
        ? api.PUT('/api/{region}/workspaces/{uid}/campaigns/{campaignId}', {
            params: { path: { region, uid, campaignId } },
            body: draft,
          })
        : api.POST('/api/{region}/workspaces/{uid}/campaigns', { params: { path: { region, uid } }, body: draft })
      ).then(answer(ZCampaign)),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKey(region, uid, campaign.id), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignsQueryKey(region, uid) });
    },
  });
}
