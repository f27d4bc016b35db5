import type { Region } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';
import { campaignsQueryKey } from './campaign-query-keys';

export function useDeleteCampaign(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/campaigns/{campaignId}', {
          params: { path: { region, uid, campaignId } },
        })
        .then(noAnswer),
    // Only the lists: the deleted campaign's own queries would ask for it again while its page closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey(region, uid), 'list'] }),
  });
}
