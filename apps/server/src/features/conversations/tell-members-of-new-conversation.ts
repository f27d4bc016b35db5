import { emailsMember, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { agents, conversations, workspaceMembers } from '../../platform/db/schema/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, productTenant, type TenancyConfig } from '../../platform/tenancy/index.js';

export const NEW_CONVERSATION_QUEUE = 'new-conversation-notice';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [NEW_CONVERSATION_QUEUE]: { conversationId: string };
  }
}

export interface TellMembersDeps {
  regions: Regions;
  mailer: Mailer;
  config: TenancyConfig;
  log?: FastifyBaseLogger | undefined;
}

/**
 * A visitor wrote the first message of a conversation: the members who asked to hear of every
 * conversation (`notifyIf: all`) are emailed, with the way to the chat. Runs as a job, so the
 * visitor's answer never waits for the emails. A conversation deleted since tells nobody.
 * (Handoff requests reach members through notifications, which email by `notifyThrough`.)
 */
export async function tellMembersOfNewConversation(
  deps: TellMembersDeps,
  region: Region,
  { conversationId }: { conversationId: string },
): Promise<void> {
  const db = deps.regions.db(region);
  const [row] = await db
    .select({ workspaceUid: conversations.workspaceUid, agentId: agents.id, title: agents.title })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) return;
  const members = await db
    .select({
      email: workspaceMembers.email,
      notifyThrough: workspaceMembers.notifyThrough,
      notifyIf: workspaceMembers.notifyIf,
    })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, row.workspaceUid));
  // Members are sent to the product's dashboard: the visitor's request says nothing of theirs.
  const link = dashboardLink(
    productTenant(deps.config),
    `/app/${region}/agents/${encodeURIComponent(row.agentId)}/convos?conversation=${encodeURIComponent(conversationId)}`,
  );
  for (const member of members) {
    if (!emailsMember(member, 'newConversation')) continue;
    try {
      await deps.mailer.send({
        to: member.email,
        subject: `${row.title}: a new conversation`,
        text: `A visitor started a conversation with ${row.title}.\n\nOpen the chat: ${link}\n`,
      });
    } catch (error) {
      // The chat stands without the email; the Chats tab shows it.
      deps.log?.warn({ err: error, conversationId }, 'chat notification email failed');
    }
  }
}
