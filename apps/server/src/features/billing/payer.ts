import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { orgs, workspaces } from '../../platform/db/schema/index.js';
import { findPayingOrg, type PayingOrgCandidate, payingOrgAmong } from '../org-billing/index.js';

export type Payer = { kind: 'workspace' } | { kind: 'org'; orgId: string };

/**
 * Who pays for usage, the one place that decides it: an agent's usage is charged to the agency
 * client organisation it is billed to (spec 002 §5.6a: allowBilling on and an active
 * subscription), everything else to the workspace, as before.
 */
export async function payerOf(db: Db | Tx, workspaceUid: string, agentId: string | undefined): Promise<Payer> {
  return payerIs(agentId ? await findPayingOrg(db, workspaceUid, agentId) : undefined);
}

/** `payerOf`, from the agent's `payingOrgCandidates` read along with other things. */
export const payerAmong = (candidates: PayingOrgCandidate[]): Payer => payerIs(payingOrgAmong(candidates));

const payerIs = (org: { orgId: string } | undefined): Payer =>
  org ? { kind: 'org', orgId: org.orgId } : { kind: 'workspace' };

/** The credits left to whoever pays for the agent's usage: what the widget's usage gate reads. */
export async function payerBalance(db: Db, workspaceUid: string, agentId: string | undefined): Promise<number> {
  const payer = await payerOf(db, workspaceUid, agentId);
  const [row] =
    payer.kind === 'org'
      ? await db.select({ balance: orgs.credits }).from(orgs).where(eq(orgs.id, payer.orgId))
      : await db.select({ balance: workspaces.loadTokens }).from(workspaces).where(eq(workspaces.uid, workspaceUid));
  return row?.balance ?? 0;
}
