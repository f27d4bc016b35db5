import { randomBytes } from 'node:crypto';
import type { MessagingChannel, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { CONVERSATION_ID_LENGTH } from '../../engine/index.js';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, conversations, type StoredAgentDoc } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';

/**
 * The conversation of one person on one channel with the agent, opened at their first message;
 * with the launch message that answers that first message when Smart Initialization is off.
 */
export async function openChannelConversation(
  deps: { regions: Regions },
  region: Region,
  agentId: string,
  channel: MessagingChannel,
  channelUserId: string,
) {
  const db = deps.regions.db(region);
  const mine = and(
    eq(conversations.agentId, agentId),
    eq(conversations.channel, channel),
    eq(conversations.channelUserId, channelUserId),
  );
  const [existing] = await db.select().from(conversations).where(mine).limit(1);
  if (existing) return { conversation: existing, opened: false };
  const [agent] = await db
    .select({ workspaceUid: agents.workspaceUid, doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found.');
  const [opened] = await db
    .insert(conversations)
    .values({
      id: randomId(CONVERSATION_ID_LENGTH),
      workspaceUid: agent.workspaceUid,
      agentId,
      channel,
      channelUserId,
      // Channel conversations are never opened with a visitor token: this one opens nothing.
      visitorTokenHash: sha256(randomBytes(32).toString('hex')),
      visitorTokenExpiresAt: new Date(0),
    })
    .onConflictDoNothing()
    .returning();
  // Opened by a delivery of the same person's handled at the same time: theirs is the one.
  const [conversation] = opened ? [opened] : await db.select().from(conversations).where(mine).limit(1);
  if (!conversation) throw new Error(`no ${channel} conversation for ${channelUserId}`);
  return { conversation, opened: opened !== undefined, launch: launchMessage(agent.doc) };
}

/** What a new conversation gets first when Smart Initialization is off: the agent's greeting. A `vf` agent's flow greets by itself. */
function launchMessage(agent: StoredAgentDoc): string | undefined {
  if (agent.smartInit || agent.agentPlatform === 'vf') return undefined;
  return agent.vg_initMessages.join('\n\n').trim() || undefined;
}
