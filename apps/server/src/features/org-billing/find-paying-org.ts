import { orgBillingApplies, type SubscriptionStatus } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { rowsOf } from '../../platform/db/rows-of.js';
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
  const [row] = rowsOf(await db.execute(sql`select ${payingOrgCandidates(workspaceUid, agentId)} as candidates`));
  return payingOrgAmong((row?.candidates ?? []) as PayingOrgCandidate[]);
}

/** An organisation that has the agent, with what decides whether it pays. */
export interface PayingOrgCandidate {
  orgId: string;
  allowBilling: boolean;
  status: SubscriptionStatus | null;
}

/**
 * The organisations of the workspace that have the agent, with their billing state, in the order
 * the first to which billing applies pays: a column, so that a statement reading other things
 * (the engine's one read per message) reads them too. `payingOrgAmong` picks the payer.
 */
export const payingOrgCandidates = (workspaceUid: string, agentId: string) =>
  sql<PayingOrgCandidate[]>`(select coalesce(json_agg(json_build_object(
      'orgId', ${orgs.id}, 'allowBilling', ${orgs.allowBilling}, 'status', ${orgSubscriptions.status}
    ) order by ${orgs.createdAt}, ${orgs.id}), '[]'::json)
    from ${orgs} inner join ${orgSubscriptions} on ${orgSubscriptions.orgId} = ${orgs.id}
    -- The workspace's own organisation (its uid) is not an agency client.
    where ${orgs.workspaceUid} = ${workspaceUid} and ${orgs.id} <> ${workspaceUid} and ${orgHasAgent(agentId)})`;

/** The organisation that pays among `payingOrgCandidates`, or undefined when the workspace pays. */
export function payingOrgAmong(candidates: PayingOrgCandidate[]): { orgId: string } | undefined {
  const paying = candidates.find((org) => orgBillingApplies(org, org.status));
  return paying && { orgId: paying.orgId };
}
