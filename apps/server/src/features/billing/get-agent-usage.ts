import { type AgentUsage, type Region, shouldAgentContinue } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { payerBalance } from './payer.js';

/** The widget's usage gate for one agent (spec 000 §4 "Usage gate"), on the credits of whoever pays for it. */
export async function getAgentUsage(regions: Regions, region: Region, agentId: string): Promise<AgentUsage> {
  const db = regions.db(region);
  const [row] = await db
    .select({
      workspaceUid: agents.workspaceUid,
      maxTokensUsage: sql<number>`(${agents.doc}->>'maxTokensUsage')::numeric`,
      tokensUsage: agents.tokensUsage,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!row) throw notFound('Agent not found.');
  // Answers count their tokens on the agent's row, not in its document (see store-answer).
  const shouldContinue = shouldAgentContinue({
    balance: await payerBalance(db, row.workspaceUid, agentId),
    tokensUsage: row.tokensUsage,
    maxTokensUsage: Number(row.maxTokensUsage ?? 0),
  });
  return { data: { shouldContinue } };
}
