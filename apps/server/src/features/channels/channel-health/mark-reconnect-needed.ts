import { CHANNEL_LABELS, type MessagingChannel, RECONNECT_NEEDED, type Region } from '@agent-platform/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, channelHealth, workspaceMembers } from '../../../platform/db/schema/index.js';
import type { Mailer } from '../../../platform/mail/mailer.js';
import { dashboardLink, productTenant, type TenancyConfig } from '../../../platform/tenancy/index.js';

export interface ChannelHealthDeps {
  regions: Regions;
  mailer: Mailer;
  config: TenancyConfig;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Marks an agent's channel 'Reconnect needed' (its card says so until it is connected again) and,
 * the first time, emails the workspace's members who take email. Marking it again while it lasts
 * keeps the first finding and sends nothing more.
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
  const members = await db
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceUid, agent.workspaceUid),
        inArray(workspaceMembers.notifyThrough, ['all', 'email']),
      ),
    );
  const label = CHANNEL_LABELS[finding.channel];
  // A background check has no request: the link goes to the product's dashboard.
  const link = dashboardLink(
    productTenant(deps.config),
    `/app/${region}/agents/${encodeURIComponent(finding.agentId)}/channels`,
  );
  for (const member of members) {
    try {
      await deps.mailer.send({
        to: member.email,
        subject: `${agent.title}: ${label} - ${RECONNECT_NEEDED}`,
        text: `${agent.title} can no longer answer on ${label}. ${finding.reason}\n\nOpen the agent's channels: ${link}\n`,
      });
    } catch (error) {
      // The card shows it whether or not the email went out.
      deps.log?.warn({ err: error, ...finding }, 'reconnect-needed email failed');
    }
  }
}
