import { type Agent, type AgentUsage, type Region, shouldAgentContinue } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents, workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/** The widget's usage gate for one agent (spec 000 §4 "Usage gate"). */
export async function getAgentUsage(regions: Regions, region: Region, agentId: string): Promise<AgentUsage> {
  const [row] = await regions
    .db(region)
    .select({ doc: agents.doc, balance: workspaces.loadTokens })
    .from(agents)
    .innerJoin(workspaces, eq(workspaces.uid, agents.workspaceUid))
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!row) throw notFound('Agent not found.');
  const doc: Pick<Agent, 'tokensUsage' | 'maxTokensUsage'> = row.doc;
  const shouldContinue = shouldAgentContinue({
    balance: row.balance,
    tokensUsage: doc.tokensUsage ?? 0,
    maxTokensUsage: doc.maxTokensUsage,
  });
  return { data: { shouldContinue } };
}
