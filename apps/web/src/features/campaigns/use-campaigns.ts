import { type Region, ZCampaignList } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { campaignListQueryKey } from './campaign-query-keys';

/** The agent's campaigns, newest first as the server lists them. */
export function useCampaigns(region: Region, uid: string, agentId: string) {
  return useQuery({
    queryKey: campaignListQueryKey(region, uid, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/campaigns', {
          params: { path: { region, uid }, query: { agentId } },
        })
        .then(answer(ZCampaignList)),
  });
}
