import { DEFAULT_HANDOFF_TIMEOUT_SECONDS, type Region } from '@agent-platform/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationRow } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, type StoredAgentDoc } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { emitWorkspaceEvent } from '../events/index.js';
import { notify } from '../notifications/index.js';
import type { ConversationChanges } from './conversation-changes.js';
import { HANDOFF_TIMEOUT_QUEUE } from './expire-handoff.js';

export interface HandoffDeps {
  regions: Regions;
  conversationChanges: ConversationChanges;
  jobs: Jobs;
  log?: FastifyBaseLogger;
}

export const HANDOFF_UNAVAILABLE_MESSAGE = 'This chat cannot be handed to a person.';

/**
 * The visitor asks for a person: the conversation waits for a member (the Chats tab shows it as
 * 'Waiting for a human'), the workspace is notified (its bell, and by email the members who asked for it), and after the agent's
 * `handoffTimeout` with no member in the chat the AI carries on. Asking again while waiting, or
 * once a member holds the chat, changes nothing.
 */
export async function requestHandoff(
  deps: HandoffDeps,
  region: Region,
  conversation: ConversationRow,
  agent: StoredAgentDoc,
): Promise<void> {
  if (!agent.enableHumanHandoff || agent.handoffButtonType === 'hidden') {
    throw new AppError('HANDOFF_UNAVAILABLE', HANDOFF_UNAVAILABLE_MESSAGE);
  }
  const db = deps.regions.db(region);
  const [requested] = await db
    .update(conversations)
    .set({ handoffRequestedAt: new Date(), handedOffAt: sql`coalesce(${conversations.handedOffAt}, now())` })
    .where(
      and(
        eq(conversations.id, conversation.id),
        eq(conversations.manualControl, false),
        isNull(conversations.handoffRequestedAt),
      ),
    )
    .returning({ id: conversations.id });
  if (!requested) return;
  await deps.conversationChanges.publish({
    region,
    workspaceUid: conversation.workspaceUid,
    conversationId: conversation.id,
  });
  const timeout = agent.handoffTimeout ?? DEFAULT_HANDOFF_TIMEOUT_SECONDS;
  if (timeout > 0) {
    await deps.jobs.enqueue(
      region,
      HANDOFF_TIMEOUT_QUEUE,
      { conversationId: conversation.id, timeoutSeconds: timeout },
      {
        startAfterSeconds: timeout,
      },
    );
  }
  await notify(deps, region, conversation.workspaceUid, {
    source: 'handoffRequest',
    title: `${agent.title}: a visitor asks for a person`,
    body: `A visitor chatting with ${agent.title} asks to talk to a person.`,
    urlPathname: `/app/${region}/agents/${encodeURIComponent(agent.ID)}/convos?conversation=${encodeURIComponent(conversation.id)}`,
    agentId: conversation.agentId,
  });
  await emitWorkspaceEvent(deps, region, conversation.workspaceUid, 'conversation_handed_off', {
    conversationId: conversation.id,
    agentId: conversation.agentId,
    agentName: agent.title,
    channel: conversation.channel,
  });
}
