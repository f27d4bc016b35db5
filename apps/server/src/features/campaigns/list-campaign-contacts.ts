import type { CampaignContact } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { campaignContacts } from '../../platform/db/schema/index.js';
import { findCampaign } from './find-campaign.js';

/** A campaign's contacts with how far each got, in the order they were added. */
export async function listCampaignContacts(
  regions: Regions,
  access: WorkspaceAccess,
  campaignId: string,
): Promise<CampaignContact[]> {
  const db = regions.db(access.region);
  const campaign = await findCampaign(db, access, campaignId);
  const rows = await db
    .select()
    .from(campaignContacts)
    .where(eq(campaignContacts.campaignId, campaign.id))
    .orderBy(asc(campaignContacts.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    customFields: row.customFields,
    timeZone: row.timeZone,
    state: row.state,
    attempts: row.attempts,
    durationSeconds: row.durationSeconds,
    cost: Number(row.cost),
    conversationId: row.conversationId,
    lastError: row.lastError,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
