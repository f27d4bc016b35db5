import type { Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { campaigns } from '../../platform/db/schema/index.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { notify } from '../notifications/index.js';
import type { CampaignRow } from './find-campaign.js';

/** Pauses a running campaign that cannot go on by itself, says why on it, and tells the workspace. */
export async function stopCampaign(
  deps: { regions: Regions; jobs: Jobs },
  region: Region,
  campaign: CampaignRow,
  reason: string,
): Promise<void> {
  const [stopped] = await deps.regions
    .db(region)
    .update(campaigns)
    .set({ status: 'paused', stoppedReason: reason })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'running')))
    .returning({ id: campaigns.id });
  if (!stopped) return;
  await notify(deps, region, campaign.workspaceUid, {
    source: 'lowCredits',
    title: `Campaign "${campaign.name}" paused`,
    body: reason,
    urlPathname: `/app/${region}/agents/${campaign.agentId}/leads?tab=campaigns&campaign=${campaign.id}`,
    agentId: campaign.agentId,
  });
}
