import { agentLimitMessage, hasRoomFor, orgAgentCap } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { clients, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findOrgPlanLimits } from './find-org-plan-limits.js';
import { orgAgentCount } from './org-agents.js';

/**
 * A client creating an agent: refused when its organisation's plan has no room for another
 * (spec 002 §5.4, §5.6a; unlimited by default and when billing does not apply). The caller holds
 * the workspace's row lock, so two creations cannot both take the last place.
 */
export async function requireOrgAgentRoom(tx: Tx, workspaceUid: string, clientId: string): Promise<void> {
  const [client] = await tx
    .select({ orgId: clients.orgId })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceUid, workspaceUid)))
    .limit(1);
  if (!client) return;
  const cap = orgAgentCap(await findOrgPlanLimits(tx, workspaceUid, client.orgId));
  if (cap === 'infinity') return;
  const [row] = await tx
    .select({ n: orgAgentCount(client.orgId, workspaceUid) })
    .from(orgs)
    .where(eq(orgs.id, client.orgId));
  if (!hasRoomFor(row?.n ?? 0, cap)) throw new AppError('PLAN_LIMIT', agentLimitMessage(cap));
}
