import { CHANNEL_LABELS, type MessagingChannel, RECONNECT_NEEDED, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, channelHealth } from '../../../platform/db/schema/index.js';
import type { Jobs } from '../../../platform/jobs/jobs.js';
import { notify } from '../../notifications/index.js';

export interface ChannelHealthDeps {
  regions: Regions;
  jobs: Jobs;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Marks an agent's channel 'Reconnect needed' (its card says so until it is connected again) and,
 * the first time, notifies the workspace: its bell, and by email the members who take email.
 * Marking it again while it lasts keeps the first finding and tells nothing more.
 */
export async function markReconnectNeeded(
  deps: ChannelHealthDeps,
  region: Region,
  finding: { agentId: string; channel: MessagingChannel; reason: string },
): Promise<void> {
  const db = deps.regions.db(region);
  const [marked] = await db
    .insert(channelHealth)
    .values(finding)
    .onConflictDoNothing()
    .returning({ agentId: channelHealth.agentId });
  if (!marked) return;
  const [agent] = await db
    .select({ workspaceUid: agents.workspaceUid, title: agents.title })
    .from(agents)
    .where(eq(agents.id, finding.agentId));
  if (!agent) return;
  const label = CHANNEL_LABELS[finding.channel];
  await notify(deps, region, agent.workspaceUid, {
    source: 'channelHealth',
    title: `${agent.title}: ${label} - ${RECONNECT_NEEDED}`,
    body: `${agent.title} can no longer answer on ${label}. ${finding.reason}`,
    urlPathname: `/app/${region}/agents/${encodeURIComponent(finding.agentId)}/channels`,
    agentId: finding.agentId,
  });
}
