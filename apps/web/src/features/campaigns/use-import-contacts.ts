import { type Region, ZAudienceReport } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignsQueryKey } from './campaign-query-keys';

/** Adds the contacts of a CSV file's text to a draft campaign, and says what became of each row. */
export function useImportContacts(region: Region, uid: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts/import', {
          params: { path: { region, uid, campaignId } },
          body: { csv },
        })
        .then(answer(ZAudienceReport)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey(region, uid) }),
  });
}
