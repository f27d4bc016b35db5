import { type ChannelKey, channelNotInPlan, planAllowsChannel } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/** Refuses connecting a channel the workspace's plan leaves out, in the spec's words. */
export async function requireChannelInPlan(regions: Regions, access: AgentAccess, channel: ChannelKey): Promise<void> {
  const [workspace] = await regions
    .db(access.region)
    .select({ limits: workspaces.limits })
    .from(workspaces)
    .where(eq(workspaces.uid, access.workspaceUid));
  if (workspace && !planAllowsChannel(workspace.limits, channel)) {
    throw new AppError('PLAN_LIMIT', channelNotInPlan(channel));
  }
}
