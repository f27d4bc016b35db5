import type { ChatMessage, Region, RichPart } from '@agent-platform/core';
import { asc, eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { messages } from '../../platform/db/schema/index.js';

export async function listHistory(regions: Regions, region: Region, conversationId: string): Promise<ChatMessage[]> {
  const rows = await regions
    .db(region)
    .select({ role: messages.role, content: messages.content, parts: messages.parts, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
  return rows.map(({ parts, ...m }) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    ...(parts ? { parts: parts as RichPart[] } : {}),
  }));
}
