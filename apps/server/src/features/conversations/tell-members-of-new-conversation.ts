import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { agents, conversations } from '../../platform/db/schema/index.js';
import { type TellMembersDeps, tellMembers } from './tell-members.js';

export const NEW_CONVERSATION_QUEUE = 'new-conversation-notice';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    [NEW_CONVERSATION_QUEUE]: { conversationId: string };
  }
}

/**
 * A visitor wrote the first message of a conversation: the members who asked to hear of every
 * conversation (`notifyIf: all`) are emailed. Runs as a job, so the visitor's answer never waits
 * for the emails. A conversation deleted since tells nobody.
 */
export async function tellMembersOfNewConversation(
  deps: TellMembersDeps,
  region: Region,
  { conversationId }: { conversationId: string },
): Promise<void> {
  const [row] = await deps.regions
    .db(region)
    .select({ id: conversations.id, workspaceUid: conversations.workspaceUid, agentId: agents.id, title: agents.title })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) return;
  await tellMembers(deps, region, row, { ID: row.agentId, title: row.title }, 'newConversation');
}
