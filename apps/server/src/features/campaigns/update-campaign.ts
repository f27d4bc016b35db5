import { CAMPAIGN_NOT_EDITABLE, type Campaign, type CampaignDraft } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { campaigns } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { campaignColumns, requireCampaignAgent } from './create-campaign.js';
import { findCampaign } from './find-campaign.js';
import { toCampaign } from './to-campaign.js';

/** Changes a draft campaign's settings; once started, a campaign keeps them. */
export async function updateCampaign(
  regions: Regions,
  access: WorkspaceAccess,
  campaignId: string,
  draft: CampaignDraft,
): Promise<Campaign> {
  const db = regions.db(access.region);
  await requireCampaignAgent(db, access, draft.agentId);
  return db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, access, campaignId, { forUpdate: true });
    if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_STATE', CAMPAIGN_NOT_EDITABLE);
    const [updated] = await tx
      .update(campaigns)
      .set(campaignColumns(draft))
      .where(eq(campaigns.id, campaign.id))
      .returning();
    return toCampaign(tx, updated!);
  });
}
