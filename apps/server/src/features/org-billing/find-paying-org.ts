import { orgBillingApplies } from '@agent-platform/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgSubscriptions, orgs } from '../../platform/db/schema/index.js';
import { orgHasAgent } from './org-agents.js';

/**
 * The agency client organisation that pays for an agent's usage, or undefined when the workspace
 * pays: an organisation that has the agent and to which billing applies (spec 002 §5.6a). An agent
 * may be in several organisations of its workspace: the one created first pays (then the lowest id),
 * so the same agent is always charged to the same organisation while nothing changes.
 */
export async function findPayingOrg(
  db: Db | Tx,
  workspaceUid: string,
  agentId: string,
): Promise<{ orgId: string } | undefined> {
  const candidates = await db
    .select({ orgId: orgs.id, allowBilling: orgs.allowBilling, status: orgSubscriptions.status })
    .from(orgs)
    .innerJoin(orgSubscriptions, eq(orgSubscriptions.orgId, orgs.id))
    // The workspace's own organisation (its uid) is not an agency client.
    .where(and(eq(orgs.workspaceUid, workspaceUid), ne(orgs.id, workspaceUid), orgHasAgent(agentId)))
    .orderBy(asc(orgs.createdAt), asc(orgs.id));
  const paying = candidates.find((org) => orgBillingApplies(org, org.status));
  return paying && { orgId: paying.orgId };
}
