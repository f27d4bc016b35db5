import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { campaigns } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findCampaign } from './find-campaign.js';

export const CAMPAIGN_STILL_RUNNING = 'Pause or cancel the campaign before deleting it.';

/** Deletes a campaign that is not reaching anyone now, with its contacts' results; their conversations stay in Chats. */
export async function deleteCampaign(regions: Regions, access: WorkspaceAccess, campaignId: string): Promise<void> {
  await regions.db(access.region).transaction(async (tx) => {
    const campaign = await findCampaign(tx, access, campaignId, { forUpdate: true });
    if (campaign.status === 'running' || campaign.status === 'scheduled') {
      throw new AppError('CAMPAIGN_STATE', CAMPAIGN_STILL_RUNNING);
    }
    await tx.delete(campaigns).where(eq(campaigns.id, campaign.id));
  });
}
