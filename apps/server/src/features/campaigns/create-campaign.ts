import type { Campaign, CampaignDraft } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { reachableRows } from '../../platform/auth/reachable-rows.js';
import type { Db, Regions } from '../../platform/db/regions.js';
import { agents, campaigns } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { toCampaign } from './to-campaign.js';

const CAMPAIGN_ID_LENGTH = 16;

/** A new draft campaign of one of the workspace's agents. */
export async function createCampaign(
  regions: Regions,
  access: WorkspaceAccess,
  draft: CampaignDraft,
): Promise<Campaign> {
  const db = regions.db(access.region);
  await requireCampaignAgent(db, access, draft.agentId);
  const [created] = await db
    .insert(campaigns)
    .values({ id: randomId(CAMPAIGN_ID_LENGTH), workspaceUid: access.uid, ...campaignColumns(draft) })
    .returning();
  return toCampaign(db, created!);
}

/** The agent a campaign speaks as: the workspace's, and for a client one of its own; 404 otherwise. */
export async function requireCampaignAgent(db: Db, access: WorkspaceAccess, agentId: string): Promise<void> {
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(eq(agents.id, agentId), reachableRows(access, { workspaceUid: agents.workspaceUid, agentId: agents.id })),
    );
  if (!agent) throw notFound('Agent not found.');
}

/** A draft's settings as the campaign's columns. */
export const campaignColumns = (draft: CampaignDraft) => ({
  agentId: draft.agentId,
  name: draft.name,
  kind: draft.kind,
  startsAt: draft.schedule.startsAt ? new Date(draft.schedule.startsAt) : null,
  timeZone: draft.schedule.timeZone,
  days: draft.schedule.days,
  hoursFrom: draft.schedule.hoursFrom,
  hoursTo: draft.schedule.hoursTo,
  template: draft.template,
  openingLine: draft.openingLine,
  maxSimultaneous: draft.maxSimultaneous,
  retryCount: draft.retries.count,
  retrySpacingMinutes: draft.retries.spacingMinutes,
});
