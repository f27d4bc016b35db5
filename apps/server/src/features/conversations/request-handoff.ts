import { DEFAULT_HANDOFF_TIMEOUT_SECONDS, type Region } from '@agent-platform/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, type StoredAgentDoc, workspaceMembers } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { ConversationRow } from '../chat/visitor-access.js';
import type { ConversationChanges } from './conversation-changes.js';
import { HANDOFF_TIMEOUT_QUEUE } from './expire-handoff.js';

export interface HandoffDeps {
  regions: Regions;
  conversationChanges: ConversationChanges;
  jobs: Jobs;
  mailer: Mailer;
  config: { publicUrl: string };
  log?: FastifyBaseLogger;
}

export const HANDOFF_UNAVAILABLE_MESSAGE = 'This chat cannot be handed to a person.';

/**
 * The visitor asks for a person: the conversation waits for a member (the Chats tab shows it as
 * 'Waiting for a human'), the workspace's members are told by email, and after the agent's
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
  await tellMembers(deps, region, conversation, agent);
}

/** Every member of the workspace gets an email with the way to the chat. */
async function tellMembers(deps: HandoffDeps, region: Region, conversation: ConversationRow, agent: StoredAgentDoc) {
  const members = await deps.regions
    .db(region)
    .select({ email: workspaceMembers.email })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, conversation.workspaceUid));
  const link = `${deps.config.publicUrl}/app/${region}/agents/${encodeURIComponent(agent.ID)}/convos`;
  for (const { email } of members) {
    try {
      await deps.mailer.send({
        to: email,
        subject: `${agent.title}: a visitor asks for a person`,
        text: `A visitor chatting with ${agent.title} asks to talk to a person.\n\nOpen the chat to take it over: ${link}\n`,
      });
    } catch (error) {
      // The request stands without the email; the Chats tab shows it.
      deps.log?.warn({ err: error, conversationId: conversation.id }, 'handoff email failed');
    }
  }
}
