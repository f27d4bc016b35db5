import type { Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents, type StoredAgentDoc } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

export async function agentOfConversation(
  regions: Regions,
  region: Region,
  conversation: { agentId: string },
): Promise<StoredAgentDoc> {
  const [row] = await regions
    .db(region)
    .select({ doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, conversation.agentId));
  if (!row) throw notFound('Agent not found.');
  return row.doc;
}
