import type { Campaign } from '@agent-platform/core';
import { and, desc, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Regions } from '../../platform/db/regions.js';
import { campaigns } from '../../platform/db/schema/index.js';
import { toCampaigns } from './to-campaign.js';

/** The workspace's campaigns, newest first; of one agent if asked. */
export async function listCampaigns(
  regions: Regions,
  access: WorkspaceAccess,
  query: { agentId?: string | undefined },
): Promise<Campaign[]> {
  const db = regions.db(access.region);
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(reachableRows(access, campaigns), query.agentId ? eq(campaigns.agentId, query.agentId) : undefined))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return toCampaigns(db, rows);
}
