import type { Db } from '../../platform/db/regions.js';
import { findOrgPlanLimits } from './find-org-plan-limits.js';
import { findPayingOrg } from './find-paying-org.js';

/**
 * Whether an agent may take calls: not when it is billed to an organisation whose agency plan
 * leaves the voice channel out (spec 002 §5.6a allowVoiceChannel); always otherwise.
 */
export async function agentVoiceAllowed(db: Db, workspaceUid: string, agentId: string): Promise<boolean> {
  const org = await findPayingOrg(db, workspaceUid, agentId);
  if (!org) return true;
  return (await findOrgPlanLimits(db, workspaceUid, org.orgId))?.allowVoiceChannel ?? true;
}
