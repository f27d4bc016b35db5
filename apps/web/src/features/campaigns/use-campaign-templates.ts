import { type Region, ZWaTemplate } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { answer, api } from '../../lib/api';
import { campaignTemplatesQueryKey } from './campaign-query-keys';

const ZTemplateList = z.object({ templates: z.array(ZWaTemplate) });

/** The approved templates of the agent's connected WhatsApp number, which its campaigns may send; asked only when `enabled`. */
export function useCampaignTemplates(region: Region, agentId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: campaignTemplatesQueryKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/campaign-templates', { params: { path: { region, agentId } } })
        .then(answer(ZTemplateList)),
  });
}
