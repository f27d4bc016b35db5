import { type LeadAudience, type Region, ZAudienceReport } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignsQueryKey } from './campaign-query-keys';

/** Adds the leads a filter chooses to a draft campaign's contacts. */
export function useAddLeadContacts(region: Region, uid: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audience: LeadAudience) =>
      api
        .POST('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts/from-leads', {
          params: { path: { region, uid, campaignId } },
          body: audience,
        })
        .then(answer(ZAudienceReport)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey(region, uid) }),
  });
}
