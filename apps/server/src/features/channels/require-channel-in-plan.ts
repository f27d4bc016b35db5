import { type ChannelKey, channelNotInPlan, orgPlanAllowsChannel, planAllowsChannel } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findOrgPlanLimits, findPayingOrg } from '../org-billing/index.js';

/**
 * Refuses connecting a channel the workspace's plan leaves out, in the spec's words; and one left
 * out of the agency plan of the client organisation the agent is billed to (spec 002 §5.6a).
 */
export async function requireChannelInPlan(regions: Regions, access: AgentAccess, channel: ChannelKey): Promise<void> {
  const db = regions.db(access.region);
  const [workspace] = await db
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, access.workspaceUid));
  if (workspace && !planAllowsChannel(workspace.limits, channel)) {
    throw new AppError('PLAN_LIMIT', channelNotInPlan(channel));
  }
  const org = await findPayingOrg(db, access.workspaceUid, access.agentId);
  if (org && !orgPlanAllowsChannel(await findOrgPlanLimits(db, access.workspaceUid, org.orgId), channel)) {
    throw new AppError('PLAN_LIMIT', channelNotInPlan(channel));
  }
}
