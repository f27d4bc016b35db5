import type { Tx } from '../../platform/db/regions.js';
import { findPayingOrg } from '../org-billing/index.js';

export type Payer = { kind: 'workspace' } | { kind: 'org'; orgId: string };

/**
 * Who pays for usage, the one place that decides it: an agent's usage is charged to the agency
 * client organisation it is billed to (spec 002 §5.6a: allowBilling on and an active
 * subscription), everything else to the workspace, as before.
 */
export async function payerOf(tx: Tx, workspaceUid: string, agentId: string | undefined): Promise<Payer> {
  const org = agentId ? await findPayingOrg(tx, workspaceUid, agentId) : undefined;
  return org ? { kind: 'org', orgId: org.orgId } : { kind: 'workspace' };
}
