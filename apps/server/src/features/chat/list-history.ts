import type { ChatMessage, Region, RichPart } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { ConversationRow } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, messages } from '../../platform/db/schema/index.js';

/**
 * What a visitor's chat shows when it is opened again. Greetings are not stored, so a
 * conversation nobody has written in yet shows the agent's greeting, as it did when it started:
 * a second tab (or a reload) then continues the same conversation instead of starting another.
 */
export async function listHistory(
  regions: Regions,
  region: Region,
  conversation: Pick<ConversationRow, 'id' | 'agentId' | 'createdAt'>,
): Promise<ChatMessage[]> {
  const db = regions.db(region);
  const rows = await db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      parts: messages.parts,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.id));
  if (rows.length === 0) {
    const [agent] = await db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, conversation.agentId));
    const createdAt = conversation.createdAt.toISOString();
    return (agent?.doc.vg_initMessages ?? []).map((content) => ({ role: 'assistant' as const, content, createdAt }));
  }
  return rows.map(({ parts, ...m }) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    ...(parts ? { parts: parts as RichPart[] } : {}),
  }));
}
