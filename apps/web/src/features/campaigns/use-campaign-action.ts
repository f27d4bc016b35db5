import { type Region, ZCampaign } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignsQueryKey } from './campaign-query-keys';

export type CampaignAction = 'start' | 'pause' | 'resume' | 'cancel';

/** Starts, pauses, resumes or cancels a campaign; its contacts and totals are read again after. */
export function useCampaignAction(region: Region, uid: string, campaignId: string) {
  const queryClient = useQueryClient();
  const params = { params: { path: { region, uid, campaignId } } };
  return useMutation({
    mutationFn: (action: CampaignAction) => {
      const call = {
        start: () => api.POST('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/start', params),
        pause: () => api.POST('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/pause', params),
        resume: () => api.POST('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/resume', params),
        cancel: () => api.POST('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/cancel', params),
      }[action];
      return call().then(answer(ZCampaign));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey(region, uid) }),
  });
}
