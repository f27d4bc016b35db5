import { type ChatEvent, emailsMember, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers } from '../../platform/db/schema/index.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { dashboardLink, productTenant, type TenancyConfig } from '../../platform/tenancy/index.js';

export interface TellMembersDeps {
  regions: Regions;
  mailer: Mailer;
  config: TenancyConfig;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Emails the members of the conversation's workspace whose notification settings ask to hear of
 * `event`, with the way to the chat. Settings that ask for push only send nothing: there is no
 * push channel yet.
 */
export async function tellMembers(
  deps: TellMembersDeps,
  region: Region,
  conversation: { id: string; workspaceUid: string },
  agent: { ID: string; title: string },
  event: ChatEvent,
): Promise<void> {
  const members = await deps.regions
    .db(region)
    .select({
      email: workspaceMembers.email,
      notifyThrough: workspaceMembers.notifyThrough,
      notifyIf: workspaceMembers.notifyIf,
    })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, conversation.workspaceUid));
  // Members are sent to the product's dashboard: the visitor's request says nothing of theirs.
  const link = dashboardLink(
    productTenant(deps.config),
    `/app/${region}/agents/${encodeURIComponent(agent.ID)}/convos?conversation=${encodeURIComponent(conversation.id)}`,
  );
  const mail = mailAbout(event, agent.title, link);
  for (const member of members) {
    if (!emailsMember(member, event)) continue;
    try {
      await deps.mailer.send({ to: member.email, ...mail });
    } catch (error) {
      // The chat stands without the email; the Chats tab shows it.
      deps.log?.warn({ err: error, conversationId: conversation.id, event }, 'chat notification email failed');
    }
  }
}

function mailAbout(event: ChatEvent, title: string, link: string) {
  if (event === 'handoffRequest') {
    return {
      subject: `${title}: a visitor asks for a person`,
      text: `A visitor chatting with ${title} asks to talk to a person.\n\nOpen the chat to take it over: ${link}\n`,
    };
  }
  return {
    subject: `${title}: a new conversation`,
    text: `A visitor started a conversation with ${title}.\n\nOpen the chat: ${link}\n`,
  };
}
