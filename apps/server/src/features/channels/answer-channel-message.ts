import { MESSAGE_MAX_LENGTH, MESSAGING_CHANNELS, type MessagingChannel, type Region } from '@agent-platform/core';
import { answerMessage, type EngineDeps } from '../../engine/index.js';
import type { conversations } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { WebhookEvent } from '../../platform/inbox/index.js';
import { noteCampaignReply } from '../campaigns/index.js';
import { noteFirstVisitorMessage } from '../conversations/index.js';
import { type ChannelDeps, channelAdapter } from './channel-adapters.js';
import { openChannelConversation } from './open-channel-conversation.js';
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

  const { conversation, opened, launch } = await openChannelConversation(
    deps,
    region,
    agentId,
    channel,
    incoming.channelUserId,
  );
  const { messageId } = incoming;
  // A person a campaign reached has replied (or asked to hear no more).
  await noteCampaignReply(deps, region, conversation, text);
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
