import { type AgentUsage, type Region, shouldAgentContinue } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents, workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** The widget's usage gate for one agent (spec 000 §4 "Usage gate"). */
export async function getAgentUsage(regions: Regions, region: Region, agentId: string): Promise<AgentUsage> {
  const [row] = await regions
    .db(region)
    .select({
      maxTokensUsage: sql<number>`(${agents.doc}->>'maxTokensUsage')::numeric`,
      tokensUsage: agents.tokensUsage,
      balance: workspaces.loadTokens,
    })
    .from(agents)
    .innerJoin(workspaces, eq(workspaces.uid, agents.workspaceUid))
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!row) throw notFound('Agent not found.');
  // Answers count their tokens on the agent's row, not in its document (see store-answer).
  const shouldContinue = shouldAgentContinue({
    balance: row.balance,
    tokensUsage: row.tokensUsage,
    maxTokensUsage: Number(row.maxTokensUsage ?? 0),
  });
  return { data: { shouldContinue } };
}
