import { randomBytes } from 'node:crypto';
import { MESSAGE_MAX_LENGTH, MESSAGING_CHANNELS, type MessagingChannel, type Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { answerMessage, CONVERSATION_ID_LENGTH, type EngineDeps } from '../../engine/index.js';
import { sha256 } from '../../platform/crypto.js';
import { agents, conversations, type StoredAgentDoc } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import type { WebhookEvent } from '../../platform/inbox/index.js';
import { noteFirstVisitorMessage } from '../conversations/index.js';
import { type ChannelDeps, channelAdapter } from './channel-adapters.js';
import { storeLaunchReply } from './store-launch-reply.js';

/**
 * Answers one message a channel delivered: finds the sender's conversation with the agent or
 * opens one, runs the engine as the widget does, and sends the reply back through the channel's
 * adapter. The engine keys the answer on the delivery, so a retry after a failed send re-sends
 * the stored answer and charges nothing more.
 */
export async function answerChannelMessage(deps: EngineDeps & ChannelDeps, region: Region, event: WebhookEvent) {
  const channel = messagingChannel(event.provider);
  const adapter = channel && channelAdapter(channel);
  const incoming = adapter?.incoming(JSON.parse(event.rawBody));
  const text = incoming?.text.trim().slice(0, MESSAGE_MAX_LENGTH);
  const { agentId } = event;
  // Nothing to answer, or the agent was disconnected from the channel since.
  if (!channel || !adapter || !incoming || !text || !agentId || !(await adapter.connected(deps, region, agentId))) {
    return;
  }

  const { conversation, opened, launch } = await channelConversation(
    deps,
    region,
    agentId,
    channel,
    incoming.channelUserId,
  );
  const { messageId } = incoming;
  let reply: string | undefined;
  if (opened && launch) {
    await storeLaunchReply(deps, region, conversation, { messageId, text }, launch);
    await noteFirstVisitorMessage(deps, region, conversation);
    reply = launch;
  } else reply = await engineReply(deps, region, conversation, messageId, text);
  if (reply) {
    await adapter.send(
      deps,
      { region, agentId, conversationId: conversation.id, channelUserId: incoming.channelUserId },
      reply,
    );
  }
}

/** The channel a kept message came from: channels keep their messages under the channel's name. */
const messagingChannel = (provider: string): MessagingChannel | undefined =>
  (MESSAGING_CHANNELS as readonly string[]).includes(provider) ? (provider as MessagingChannel) : undefined;

/**
 * The text to send back: the answer, or the product's words when the engine refuses (credits
 * or limits used up). Nothing while a member holds the conversation: their reply is theirs to send.
 */
async function engineReply(
  deps: EngineDeps,
  region: Region,
  conversation: typeof conversations.$inferSelect,
  messageId: string,
  text: string,
): Promise<string | undefined> {
  try {
    const events = await answerMessage(deps, region, conversation, { messageId, text }, { streamTokens: false });
    for await (const event of events) {
      if (event.type === 'done') return event.summary.responder === 'human' ? undefined : event.summary.text;
    }
    return undefined;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return error.message;
    throw error;
  }
}

/**
 * The conversation of one person on one channel with the agent, opened at their first message;
 * with the launch message that answers that first message when Smart Initialization is off.
 */
async function channelConversation(
  deps: EngineDeps,
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
